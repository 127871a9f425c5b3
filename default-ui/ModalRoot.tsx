import * as React from 'react';
import { createPortal } from 'react-dom';
import { usePortico } from '../hooks/index.ts';
import { ModalFrame } from './components/ModalFrame.tsx';
import { installStyles } from './theme/installStyles.ts';
import { MODAL_STYLES } from './theme/modalCss.ts';

/**
 * Install the modal's stylesheet in the page ahead of the first open (the frame would otherwise do it
 * then, in the click's frame): called once this chunk has been preloaded.
 */
export function prepareModalStyles(): void {
  if (typeof document !== 'undefined') installStyles(document, MODAL_STYLES);
}

// React 19.2's Activity, read from the namespace so an older React 19 (without it) still runs.
const { Activity } = React as { Activity?: typeof React.Activity };

/**
 * Whether the modal can be rendered ahead while closed: in a hidden Activity, React renders it at idle
 * priority with its effects not mounted (nothing is asked, no focus moves), and the first open only
 * reveals it, so the click shows the list in a fraction of the time a first render takes.
 */
export const RENDERS_AHEAD = Activity !== undefined;

/**
 * The modal, placed: into the element the engine appended to the page body (§2) through a portal, or
 * inline when there is none (embedded mode, `appendToBody: false`, or a server render). Closed
 * (`open` false), it is kept hidden in an Activity (see RENDERS_AHEAD).
 */
export function ModalRoot({ open = true }: { open?: boolean }) {
  const modal = usePortico();
  // getElement() creates the body element on first use.
  const target = modal.getElement();
  const frame = <ModalFrame embedded={modal.options?.embedded === true} />;
  const placed = Activity ? <Activity mode={open ? 'visible' : 'hidden'}>{frame}</Activity> : frame;
  return target ? createPortal(placed, target) : placed;
}
