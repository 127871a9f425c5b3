import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { usePickerStyles } from './usePickerStyles.ts';

/** The props of Picker. */
export interface PickerProps {
  /** The chip's accessible name, saying what it picks and what is picked ('Currency to pay with: USD'). */
  chipLabel: string;
  /** What the chip shows: the picked thing's image and symbol. */
  chip: ReactNode;
  /** The panel's title ('Select a currency'). */
  title: string;
  /** The close button's accessible name ('Close'). */
  closeLabel: string;
  /** The panel's content, given the way to close it (a choice, Escape): a SearchableListbox. */
  children: (close: () => void) => ReactNode;
  disabled?: boolean;
}

/**
 * A picker chip and the panel it opens: a chip (the picked thing's image and symbol, and a chevron)
 * that opens a panel over the modal's view with a title, a close button and the list. Open or closed
 * is presentation state, so it lives here; what is picked is the caller's (its flow's). The panel
 * covers the nearest positioned ancestor (the modal's dialog): the list gets the whole dialog, and the
 * dialog keeps its size. Tab stays in the panel; closing it (a choice, Escape, the close button)
 * brings focus back to the chip (WAI-ARIA APG).
 */
export function Picker({ chipLabel, chip, title, closeLabel, children, disabled }: PickerProps) {
  usePickerStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  const chipRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    // After the panel is gone, so focus does not fall to the body with it.
    queueMicrotask(() => chipRef.current?.focus());
  };
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const stops = Array.from(panelRef.current.querySelectorAll<HTMLElement>('input, button'));
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    // The panel's own root: inside a shadow root, document.activeElement is only the shadow host.
    const active = (panelRef.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <>
      <PickerChip
        ref={chipRef}
        label={chipLabel}
        expanded={open}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {chip}
      </PickerChip>
      {open ? (
        <div
          ref={panelRef}
          className="portico-picker-panel"
          role="dialog"
          aria-labelledby={`${id}-title`}
          onKeyDown={keepTabInside}
        >
          <div className="portico-picker-header">
            <h3 id={`${id}-title`} className="portico-picker-title">
              {title}
            </h3>
            <button type="button" className="portico-icon-button" aria-label={closeLabel} onClick={close}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {children(close)}
        </div>
      ) : null}
    </>
  );
}

/**
 * The chip that opens a picker: the picked thing's image and symbol and a chevron, as one pill. Used
 * by Picker, and alone where the flow shows its list as a view of its own (Swap's SwapSelectToken).
 */
export function PickerChip({
  ref,
  label,
  expanded,
  disabled,
  onClick,
  children,
}: {
  ref?: Ref<HTMLButtonElement> | undefined;
  label: string;
  expanded?: boolean;
  disabled?: boolean | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  usePickerStyles();
  return (
    <button
      ref={ref}
      type="button"
      className="portico-picker-chip"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
      <svg className="portico-picker-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
