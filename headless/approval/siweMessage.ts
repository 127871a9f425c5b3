/**
 * A personal_sign message that claims to be an EIP-4361 sign-in ("… wants you to sign in with your
 * Ethereum account:"). It is shown as fields only when viem's parser reads it back into exactly the same
 * text (createSiweMessage of parseSiweMessage): then the person and the verifying server read the same
 * domain, URI and chain. Otherwise it is refused, not merely flagged: the server that checks the
 * signature decides what was signed in to with its own parser, and a line the parser skips (a second
 * `URI:`, a text before the domain) lets the visitor read one sign-in while the server accepts another.
 * Any EIP-4361 library writes the standard form, so an honest dapp is never refused.
 */
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { networkNameOf } from './networkName.ts';
import type { ReadableField } from './readableTypes.ts';
import { REFUSALS } from './refusals.ts';

const SIGN_IN_CLAIM = 'wants you to sign in with your Ethereum account';

/** Whether a message presents itself as a sign-in with Ethereum. */
export function claimsToBeSiwe(text: string): boolean {
  return text.includes(SIGN_IN_CLAIM);
}

/**
 * A date as the message wrote it: RFC 3339 allows `…:24Z` and `…:24+02:00`, which viem would rewrite as
 * `…:24.000Z`; the same instant in another spelling is still the standard form.
 */
function asWritten(text: string, label: string, date: Date | undefined): Date | undefined {
  if (!date) return undefined;
  const written = text.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1];
  if (written === undefined || new Date(written).getTime() !== date.getTime()) return date;
  return Object.assign(new Date(date.getTime()), { toISOString: () => written });
}

/** The sign-in's fields, or the refusal of a message that does not read back the same. */
export function readSiwe(text: string): { fields: ReadableField[] } | { refusal: string } {
  const parsed = parseSiweMessage(text);
  const { domain, address, uri, version, chainId, nonce } = parsed;
  if (!domain || !address || !uri || version !== '1' || chainId === undefined || !nonce || !parsed.issuedAt)
    return { refusal: REFUSALS.siweNotCanonical };
  const issuedAt = asWritten(text, 'Issued At', parsed.issuedAt);
  const expirationTime = asWritten(text, 'Expiration Time', parsed.expirationTime);
  const notBefore = asWritten(text, 'Not Before', parsed.notBefore);
  let canonical: string;
  try {
    canonical = createSiweMessage({
      ...parsed,
      domain,
      address,
      uri,
      version,
      chainId,
      nonce,
      issuedAt,
      ...(expirationTime && { expirationTime }),
      ...(notBefore && { notBefore }),
    });
  } catch {
    // An invalid date, domain or URI: viem will not write it, so it is not the standard form either.
    return { refusal: REFUSALS.siweNotCanonical };
  }
  if (canonical !== text) return { refusal: REFUSALS.siweNotCanonical };
  const field = (label: string, value: string | undefined): ReadableField[] =>
    value === undefined ? [] : [{ label, value }];
  return {
    fields: [
      ...field('Domain', parsed.scheme ? `${parsed.scheme}://${domain}` : domain),
      ...field('Address', address),
      ...field('URI', uri),
      ...field('Chain', networkNameOf('eip155', chainId)),
      ...field('Nonce', nonce),
      ...field('Issued at', issuedAt?.toISOString()),
      ...field('Expiration time', expirationTime?.toISOString()),
      ...field('Not before', notBefore?.toISOString()),
      ...field('Request ID', parsed.requestId),
      ...field('Resources', parsed.resources?.join('\n')),
    ],
  };
}
