import { middleSplit } from './truncateAddress.ts';

/** Props of MiddleTruncate. */
export interface MiddleTruncateProps {
  /** The whole value: an address, a name. */
  text: string;
  /** Characters of the end always shown (default: middleTailLength's choice for the value). */
  tail?: number;
  /** An address reads left to right in every language; a name follows its own first letter. */
  kind?: 'address' | 'name';
  className?: string;
}

/**
 * A value that never runs past its box: when it does not fit, its middle gives way to an ellipsis and
 * its end stays whole (`0xf39Fd6e51a…b92266`), as wide as the room it is given. Assistive technology
 * and a text search read the whole value once (the visible halves are hidden from them); copying it
 * is the copy control's job (CopyAddressButton).
 */
export function MiddleTruncate({ text, tail, kind = 'name', className }: MiddleTruncateProps) {
  const { head, tail: end } = middleSplit(text, tail);
  return (
    <span
      className={`portico-truncate${className ? ` ${className}` : ''}`}
      dir={kind === 'address' ? 'ltr' : 'auto'}
      title={text}
    >
      <span className="portico-truncate-head" aria-hidden="true">
        {head}
      </span>
      {end ? (
        <span className="portico-truncate-tail" aria-hidden="true">
          {end}
        </span>
      ) : null}
      <span className="portico-visually-hidden">{text}</span>
    </span>
  );
}
