import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { initialActive, type ListboxMove, moveActive } from './pickerRules.ts';
import { usePickerStyles } from './usePickerStyles.ts';

/** The props of SearchableListbox. */
export interface SearchableListboxProps<T> {
  /** Every option; `filter` says which show for the search. */
  options: readonly T[];
  /** What shows for a search (a pure rule of pickerRules.ts, e.g. `tokensFor`). */
  filter: (options: readonly T[], query: string) => readonly T[];
  /** A stable, unique key of an option. */
  keyOf: (option: T) => string;
  /**
   * The option's row (one line; the listbox gives it the row's look). Its text is the option's
   * accessible name, so the pieces need spaces between them (a flex layout shows none, but "ETHEther"
   * would be read). Never a name of its own (aria-label): a name that is not the visible text fails
   * WCAG 2.5.3, and a name joined from the same texts still fails it while part of the row is clipped
   * (axe's label-content-name-mismatch reads only the visible pieces).
   */
  renderOption: (option: T) => ReactNode;
  /** The key of the chosen option, marked `aria-selected`. */
  selectedKey: string | undefined;
  onSelect: (option: T) => void;
  /** Escape: the picker closes (the modal does not). */
  onEscape: () => void;
  /** The listbox's accessible name ('Tokens'). */
  label: string;
  /** The search field's accessible name and placeholder ('Search tokens'). */
  searchLabel: string;
  /** Said when the search matches nothing ('No token matches your search.'). */
  emptyText: string;
}

const MOVES: ReadonlySet<string> = new Set<ListboxMove>(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp']);

/**
 * A search field that drives a listbox: the WAI-ARIA APG combobox with a listbox popup, always open.
 * Focus stays in the field, so typing searches at any time; ArrowDown/ArrowUp (PageDown/PageUp, and
 * Ctrl+Home/Ctrl+End, since plain Home/End move the caret in the text) move the active option, shown
 * through `aria-activedescendant`; Enter chooses it; Escape calls `onEscape`. A pointer chooses an
 * option directly. The active option and the search are presentation state; what shows for a search
 * is `filter`'s rule.
 */
export function SearchableListbox<T>({
  options,
  filter,
  keyOf,
  renderOption,
  selectedKey,
  onSelect,
  onEscape,
  label,
  searchLabel,
  emptyText,
}: SearchableListboxProps<T>) {
  usePickerStyles();
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = filter(options, query);
  // Undefined until a key or the pointer moves it: the chosen option (or the first) is active then,
  // also when the options arrive after the first render.
  const [active, setActive] = useState<number | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;
  const current =
    active === undefined
      ? initialActive(shown, (option) => keyOf(option) === selectedKey)
      : Math.min(active, shown.length - 1);

  // The search has focus as soon as the list shows: typing searches, the arrows move (APG combobox).
  useEffect(() => fieldRef.current?.focus(), []);

  // Keep the active option in sight as the keys move it (jsdom has no scrollIntoView).
  useEffect(() => {
    const row = current < 0 ? null : listRef.current?.children.item(current);
    if (row instanceof HTMLElement && typeof row.scrollIntoView === 'function')
      row.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    const move =
      MOVES.has(key) || ((key === 'Home' || key === 'End') && (event.ctrlKey || event.metaKey))
        ? (key as ListboxMove)
        : undefined;
    if (move) {
      event.preventDefault();
      const next = moveActive(current, move, shown.length);
      if (next !== undefined) setActive(next);
    } else if (key === 'Enter') {
      // Never the surrounding form's submit: Enter here chooses.
      event.preventDefault();
      const option = shown[current];
      if (option !== undefined) onSelect(option);
    } else if (key === 'Escape') {
      // The picker closes; the modal's own Escape (close the modal) must not see this one.
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  return (
    <div className="portico-picker-search">
      <input
        ref={fieldRef}
        className="portico-input portico-picker-field"
        type="text"
        role="combobox"
        aria-label={searchLabel}
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current < 0 ? undefined : optionId(current)}
        autoComplete="off"
        spellCheck={false}
        placeholder={searchLabel}
        value={query}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          setActive(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      {shown.length === 0 ? (
        <p className="portico-note" role="status">
          {emptyText}
        </p>
      ) : null}
      <div
        ref={listRef}
        id={`${id}-list`}
        className="portico-picker-list"
        role="listbox"
        aria-label={label}
        hidden={shown.length === 0}
      >
        {shown.map((option, index) => {
          const key = keyOf(option);
          return (
            // The field keeps focus (aria-activedescendant): options are chosen by pointer here and by
            // Enter in the field, so they need no key handler of their own.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={key === selectedKey}
              className={
                index === current
                  ? 'portico-picker-option portico-picker-option--active'
                  : 'portico-picker-option'
              }
              // Pressing must not take focus from the field (the listbox would lose its keyboard).
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => {
                if (index !== current) setActive(index);
              }}
              onClick={() => onSelect(option)}
            >
              {renderOption(option)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
