import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMessages } from '../../hooks/index.ts';

/** §5: the one-time code is 6 digits on the secure site; anything else typed or pasted is dropped. */
export const CODE_LENGTH = 6;
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);
const EMPTY: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The code entry: one box per digit, in a group named "Code". Typing a digit moves to the next box;
 * a whole code typed, pasted or filled in by the browser (`autocomplete="one-time-code"` on the first
 * box) spreads over the boxes; Backspace in an empty box goes back one; the arrow keys move between
 * boxes. The code is submitted once all 6 digits are there.
 */
export function CodeForm({ onSubmit, disabled }: { onSubmit(otp: string): void; disabled: boolean }) {
  const { t } = useMessages();
  const labelId = useId();
  const firstId = useId();
  const firstHintId = useId();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits from box `from` on, moves to the box after them, submits a full code. */
  const fill = (from: number, text: string) => {
    const taken = digitsOf(text);
    // A whole code starts at the first box, wherever it was pasted.
    const start = taken.length === CODE_LENGTH ? 0 : from;
    const next = [...digits];
    for (const [offset, digit] of [...taken].entries()) {
      if (start + offset < CODE_LENGTH) next[start + offset] = digit;
    }
    setDigits(next);
    focusBox(start + taken.length);
    const code = next.join('');
    if (code.length === CODE_LENGTH) onSubmit(code);
  };

  const change = (index: number, value: string) => {
    const before = digits[index] ?? '';
    // Typing into a box that holds a digit: keep the new one (the box's text was not selected).
    const typed =
      before !== '' && value.length === 2 && value.includes(before) ? value.replace(before, '') : value;
    if (digitsOf(typed) === '') {
      setDigits(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    fill(index, typed);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      setDigits(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The boxes are left to right in every language (the group is dir="ltr"), as a code is read.
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  // A pasted code often comes with spaces or a dash ("123 456"): keep its digits only.
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <form
      className="portico-code-form"
      onSubmit={(event) => {
        event.preventDefault();
        const code = digits.join('');
        if (code.length === CODE_LENGTH) onSubmit(code);
      }}
    >
      <label id={labelId} className="portico-label" htmlFor={firstId}>
        {t('connect.code.label')}
      </label>
      <fieldset className="portico-code-boxes" aria-labelledby={labelId} dir="ltr">
        {digits.map((digit, index) => (
          <input
            // The boxes are a fixed row: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of CODE_LENGTH boxes, never reordered.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="portico-code-box"
            {...(index === 0
              ? { id: firstId, name: 'otp', autoComplete: 'one-time-code', 'aria-describedby': firstHintId }
              : {
                  autoComplete: 'off',
                  'aria-label': t('connect.code.digit', { index: index + 1, count: CODE_LENGTH }),
                })}
            inputMode="numeric"
            pattern="[0-9]*"
            disabled={disabled}
            value={digit}
            onFocus={(event) => event.target.select()}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
          />
        ))}
      </fieldset>
      <span id={firstHintId} className="portico-visually-hidden">
        {t('connect.code.digit', { index: 1, count: CODE_LENGTH })}
      </span>
    </form>
  );
}
