/**
 * "Who asks", at the top of the approval panel: the app's icon and name as it told the frame (SYNC_DAPP_DATA)
 * and, checked by the browser rather than told, the origin of the page that sent the request.
 * Text goes in with textContent only; the icon is an <img> the CSP lets load only from https, the
 * app's own origin or a data URL, with no alt text (the name beside it says who it is).
 */
import { currentDapp, dappIconFor } from './frameLook.ts';

/** "Requested by <origin>", the host in bold: the one part a look-alike site cannot copy. */
function requester(origin: string): HTMLParagraphElement {
  const line = document.createElement('p');
  line.className = 'requester';
  line.textContent = 'Requested by ';
  let scheme = '';
  let host = origin;
  try {
    const url = new URL(origin);
    scheme = `${url.protocol}//`;
    host = url.host;
  } catch {
    // An opaque origin ('null') is shown as it is.
  }
  const strong = document.createElement('strong');
  strong.textContent = host;
  line.append(scheme, strong);
  return line;
}

/** The block that names who asks: icon and name when the app told them, and always its origin. */
export function whoAsks(origin: string): HTMLElement {
  const block = document.createElement('header');
  block.className = 'dapp';
  const dapp = currentDapp();
  if (dapp) {
    const icon = dappIconFor(dapp, origin);
    if (icon) {
      const image = document.createElement('img');
      image.className = 'dapp-icon';
      image.alt = '';
      image.width = 48;
      image.height = 48;
      image.referrerPolicy = 'no-referrer';
      image.src = icon;
      block.append(image);
    }
    if (dapp.name) {
      const name = document.createElement('p');
      name.className = 'dapp-name';
      name.textContent = dapp.name;
      block.append(name);
    }
  }
  block.append(requester(origin));
  return block;
}
