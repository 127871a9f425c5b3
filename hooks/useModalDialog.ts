import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { useMessages } from './useMessages.ts';
import { useModal } from './useModal.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focused element, followed into open shadow roots: `document.activeElement` stops at a shadow
 * host, so with the modal in a shadow root (portico/elements) it would be the host element, never a
 * button of the dialog, and an opener in another shadow root could not be focused again.
 */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  // A hidden or inert element (or one inside such) cannot take focus, so it must not be a stop of the trap.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert]'),
  );
}

/** Move Tab focus within `dialog`, wrapping at both ends. Returns whether it handled the key. */
function trapTab(dialog: HTMLElement, backwards: boolean): boolean {
  const elements = focusableIn(dialog);
  const first = elements[0];
  const last = elements.at(-1);
  const active = deepActiveElement();
  if (!first || !last) {
    dialog.focus();
    return true;
  }
  // Focus outside the dialog (it fell to the body when the focused button went away): bring it back.
  if (!(active instanceof Node) || !dialog.contains(active) || active === dialog) {
    (backwards ? last : first).focus();
    return true;
  }
  if (backwards && active === first) {
    last.focus();
    return true;
  }
  if (!backwards && active === last) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * Accessible behaviour for any modal markup, as prop objects (the React Aria way): spread
 * `dialogProps` on the dialog element, `titleProps` on its heading, `closeButtonProps` and
 * `backButtonProps` on the buttons. It gives the dialog role and label, moves focus into the dialog
 * on open and back to where it was on close, keeps Tab inside (also after a view change removed the
 * focused element), and closes on Escape. The default modal uses exactly these, so a custom one gets
 * the same behaviour.
 */
export function useModalDialog() {
  const { isOpen, close, back, canGoBack, view } = useModal();
  const { t } = useMessages();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>;

  // Focus enters the dialog when it opens and returns to the opener when it closes. It enters after
  // the dialog's first frame: focusing lays out the newly shown dialog at once, inside the click's
  // task, which would hold back that frame; after it, the layout is already done. A Tab pressed
  // before then is brought inside by the document's handler below.
  const focusedOnOpen = useRef(false);
  useEffect(() => {
    if (!isOpen) return;
    const focused = deepActiveElement();
    const opener = focused instanceof HTMLElement ? focused : null;
    focusedOnOpen.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        focusedOnOpen.current = true;
        const dialog = dialogRef.current;
        // Unless focus went somewhere meanwhile (the embedded wallet's frame shown over the view).
        const active = deepActiveElement();
        const unmoved = active === opener || active === null || active === document.body;
        if (dialog && unmoved && !dialog.contains(active)) (focusableIn(dialog)[0] ?? dialog).focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      opener?.focus();
    };
  }, [isOpen]);

  // A new view replaces the focused button (All Wallets, Back, Retry): keep focus in the dialog. Not
  // before the focus of the open has happened, which places it on the first stop instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change on purpose.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (isOpen && focusedOnOpen.current && dialog && !dialog.contains(deepActiveElement())) dialog.focus();
  }, [isOpen, view]);

  // While open, Escape and Tab are handled at the document too: focus may have fallen to the body when
  // the element that had it was removed or disabled, and the dialog's own handler would not see the key.
  useEffect(() => {
    if (!isOpen) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented || dialog.contains(deepActiveElement())) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab' && trapTab(dialog, event.shiftKey)) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [isOpen, close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        close();
        return;
      }
      if (event.key === 'Tab' && dialogRef.current && trapTab(dialogRef.current, event.shiftKey))
        event.preventDefault();
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
    closeButtonProps: { type: 'button' as const, 'aria-label': t('common.close'), onClick: close },
    backButtonProps: {
      type: 'button' as const,
      'aria-label': t('common.back'),
      onClick: back,
      hidden: !canGoBack,
    },
  };
}
