import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { useModal } from './useModal.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  // A hidden or inert element (or one inside such) cannot take focus, so it must not be a stop of the trap.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert]'),
  );
}

/**
 * Accessible behaviour for any modal markup, as prop objects (the React Aria way): spread
 * `dialogProps` on the dialog element, `titleProps` on its heading, `closeButtonProps` and
 * `backButtonProps` on the buttons. It gives the dialog role and label, moves focus into the dialog
 * on open and back to where it was on close, keeps Tab inside, and closes on Escape. The default
 * modal uses exactly these, so a custom one gets the same behaviour.
 */
export function useModalDialog() {
  const { isOpen, close, back, canGoBack } = useModal();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>;

  // Focus enters the dialog when it opens and returns to the opener when it closes.
  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => opener?.focus();
  }, [isOpen]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      // A focus trap: Tab from the last element wraps to the first, Shift+Tab from the first to the last.
      const elements = focusableIn(dialogRef.current);
      const first = elements[0];
      const last = elements.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === dialogRef.current)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [close],
  );

  return {
    dialogProps: {
      ref: dialogRef,
      role: 'dialog' as const,
      'aria-modal': true,
      'aria-labelledby': titleId,
      tabIndex: -1,
      onKeyDown,
    },
    titleProps: { id: titleId },
    closeButtonProps: { type: 'button' as const, 'aria-label': 'Close', onClick: close },
    backButtonProps: { type: 'button' as const, 'aria-label': 'Back', onClick: back, hidden: !canGoBack },
  };
}
