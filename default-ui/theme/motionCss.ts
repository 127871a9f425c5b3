import { MODAL_SHAKE_MS } from '../../headless/index.ts';

/**
 * The modal's motion (DESIGN.md, Motion): open, close, view changes and height changes. Only
 * `opacity` and `transform` are animated (and the height of the measured body wrapper, inside the
 * fixed overlay), so nothing re-lays out the host page. Every duration and curve is a `--portico-*`
 * variable, which the host may override with `themeVariables` like any other.
 *
 * The open animation starts when the root stops standing by or when React's Activity reveals it
 * (a `display: none` that goes away restarts CSS animations), so the first open changes one class,
 * as before, and the animation runs on the compositor.
 */
const OPEN =
  '.portico-root:not(.portico-root--embedded):not(.portico-root--standby):not(.portico-root--closing)';
const CLOSING = '.portico-root--closing:not(.portico-root--embedded)';

/**
 * The keyframes that close the modal: the frame waits for the animations of these names to finish
 * before React hides it (components/useCloseAnimation.ts).
 */
export const CLOSE_KEYFRAMES = ['portico-fade-out', 'portico-dialog-out', 'portico-sheet-out'] as const;
const [FADE_OUT, DIALOG_OUT, SHEET_OUT] = CLOSE_KEYFRAMES;

export const MOTION_CSS =
  `
.portico-root {
  --portico-motion-open: 200ms;
  --portico-motion-close: 150ms;
  --portico-motion-view: 160ms;
  --portico-motion-resize: 200ms;
  --portico-motion-reduced: 80ms;
  --portico-motion-ease-out: cubic-bezier(0.16, 1, 0.3, 1);
  --portico-motion-ease-in: cubic-bezier(0.4, 0, 1, 1);
  --portico-motion-scale-from: 0.96;
` +
  // Not 0: the click's first frame already shows the dialog (a fade from 0 spends it on nothing), and
  // what starts visible is what a visitor, and the start-up probe, count as shown.
  `
  --portico-motion-enter-opacity: 0.35;
  --portico-motion-view-shift: 12px;
` +
  // Which keyframes run, picked below by screen and motion preference (not theme values).
  `
  --portico-open-keyframes: portico-dialog-in;
  --portico-close-keyframes: ${DIALOG_OUT};
  --portico-shake-keyframes: portico-shake;
  --portico-open-duration: var(--portico-motion-open);
  --portico-close-duration: var(--portico-motion-close);
}
[dir='rtl'].portico-root { --portico-motion-direction: -1; }
${OPEN} .portico-overlay::before {
  animation: portico-fade-in var(--portico-open-duration) var(--portico-motion-ease-out);
}
${OPEN} .portico-dialog {
  animation: var(--portico-open-keyframes) var(--portico-open-duration) var(--portico-motion-ease-out);
}
` +
  // The open animation stays first in the list: a name that stays is not restarted when the shake
  // comes and goes, so the dialog does not scale up again after a shake.
  `
${OPEN} .portico-dialog.portico-dialog--shaking {
  animation:
    var(--portico-open-keyframes) var(--portico-open-duration) var(--portico-motion-ease-out),
    var(--portico-shake-keyframes) ${MODAL_SHAKE_MS}ms ease-in-out;
}
` +
  // Forwards: the last frame stays invisible until React hides the closed modal.
  `
${CLOSING} .portico-overlay::before {
  animation: ${FADE_OUT} var(--portico-close-duration) var(--portico-motion-ease-in) forwards;
}
${CLOSING} .portico-dialog {
  animation: var(--portico-close-keyframes) var(--portico-close-duration) var(--portico-motion-ease-in) forwards;
}
@keyframes portico-fade-in { from { opacity: 0; } }
@keyframes ${FADE_OUT} { to { opacity: 0; } }
@keyframes portico-dialog-in {
  from { opacity: var(--portico-motion-enter-opacity); transform: scale(var(--portico-motion-scale-from)); }
}
@keyframes ${DIALOG_OUT} {
  to { opacity: 0; transform: scale(var(--portico-motion-scale-from)); }
}
@keyframes portico-sheet-in { from { transform: translateY(100%); } }
@keyframes ${SHEET_OUT} { to { transform: translateY(100%); } }
@keyframes portico-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-8px); }
  35%, 75% { transform: translateX(8px); }
}
@media (max-width: 600px) {
` +
  // A phone's bottom sheet slides up from the bottom edge, and back down.
  `
  .portico-root {
    --portico-open-keyframes: portico-sheet-in;
    --portico-close-keyframes: ${SHEET_OUT};
  }
}
` +
  // A new view comes in from the side it was reached from (forward: the end side), or fades in when
  // it replaces the last one.
  `
.portico-view--forward, .portico-view--back {
  animation: portico-view-in var(--portico-motion-view) var(--portico-motion-ease-out);
}
.portico-view--forward { --portico-motion-from: 1; }
.portico-view--back { --portico-motion-from: -1; }
.portico-view--replace { animation: portico-fade-in var(--portico-motion-view) var(--portico-motion-ease-out); }
@keyframes portico-view-in {
  from {
    opacity: 0;
    transform: translateX(calc(var(--portico-motion-view-shift) * var(--portico-motion-from) * var(--portico-motion-direction, 1)));
  }
}
` +
  // Height changes with the open curve (the wrapper's height is measured by the body:
  // useAnimatedHeight).
  `
.portico-sizer { transition: height var(--portico-motion-resize) var(--portico-motion-ease-out); }
@media (prefers-reduced-motion: reduce) {
` +
  // Nothing moves: open and close are a short fade, views and heights change at once, and the shake
  // becomes a brief error-coloured border for the same 500 ms.
  `
  .portico-root {
    --portico-open-keyframes: portico-fade-in;
    --portico-close-keyframes: ${FADE_OUT};
    --portico-shake-keyframes: none;
    --portico-open-duration: var(--portico-motion-reduced);
    --portico-close-duration: var(--portico-motion-reduced);
  }
  .portico-view--forward, .portico-view--back, .portico-view--replace { animation: none; }
  .portico-sizer { transition: none; }
  .portico-dialog.portico-dialog--shaking { border-color: var(--portico-error); }
  .portico-spinner { animation-duration: 2s; }
}
`;
