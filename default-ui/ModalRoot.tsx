import * as React from 'react';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePortico } from '../hooks/index.ts';
import { ModalFrame } from './components/ModalFrame.tsx';
import { installStyles, type StyleRoot } from './theme/installStyles.ts';
import { MODAL_STYLES } from './theme/modalCss.ts';
import { useShadowRoot } from './theme/styleRoot.tsx';

/**
 * Install the modal's stylesheet in the page (or the shadow root the UI renders in) ahead of the
 * first open (the frame would otherwise do it then, in the click's frame): called once this chunk
 * has been preloaded.
 */
export function prepareModalStyles(root?: StyleRoot): void {
  const target = root ?? (typeof document === 'undefined' ? undefined : document);
  if (target) installStyles(target, MODAL_STYLES);
}

// React 19.2's Activity, read from the namespace so an older React 19 (without it) still runs.
const { Activity } = React as { Activity?: typeof React.Activity };

/**
 * Whether the modal can be rendered ahead while closed, which React 19.2's Activity makes possible
 * (see ModalRoot): the first open then only shows it, so the click shows the list in a fraction of the
 * time a first render takes.
 */
export const RENDERS_AHEAD = Activity !== undefined;

/**
 * The modal, placed: into the element the engine appended to the page body (§2) through a portal, or
 * inline when there is none (embedded mode, `appendToBody: false`, a server render, or inside a
 * PorticoShadowRoot). Closed
 * (`open` false), it is kept hidden in an Activity (see RENDERS_AHEAD), its effects not mounted.
 *
 * Until the first open, an overlay modal stands by instead: rendered, laid out and styled, but
 * invisible and inert, so that the first open changes its visibility and nothing more. Revealing a
 * hidden Activity costs the click a style and layout of the whole dialog and the mounting of every
 * effect in it. The Connect view it stands by with asks nothing until the modal is open.
 */
export function ModalRoot({ open = true }: { open?: boolean }) {
  const modal = usePortico();
  // Inside a shadow root the modal stays there (a portal to the body would leave its styles behind);
  // the host placed the shadow root. Elsewhere getElement() creates the body element on first use.
  const shadowRoot = useShadowRoot();
  const target = shadowRoot ? null : modal.getElement();
  const embedded = modal.options?.embedded === true;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // An embedded modal takes room in the host's layout: it never stands by invisibly.
  const standby = !open && !opened && !embedded;
  // Closed, an overlay modal stays painted while it animates out (theme/motionCss.ts); the router's
  // state is already closed, so this is the picture of a closed modal, inert and hidden from
  // assistive technology, which the frame reports finished. Reopening meanwhile cancels it.
  const [wasOpen, setWasOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && !embedded);
  }
  const onClosed = useCallback(() => setClosing(false), []);
  const frame = <ModalFrame embedded={embedded} standby={standby} closing={closing} onClosed={onClosed} />;
  const placed = Activity ? (
    <Activity mode={open || standby || closing ? 'visible' : 'hidden'}>{frame}</Activity>
  ) : (
    frame
  );
  return target ? createPortal(placed, target) : placed;
}
