/**
 * An address shortened for display: the head and the last four characters around an ellipsis, e.g.
 * `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` → `0xf39F…2266`. The head keeps an EVM address's `0x`
 * and four digits; a Solana address keeps four characters. Short values are returned as they are.
 * A local helper on purpose: the address utilities of viem would weigh on the modal's first chunk.
 */
export function truncateAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  const tail = 4;
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** A value cut for middle truncation: `head` may be ellipsised at its end, `tail` is always shown whole. */
export interface MiddleSplit {
  head: string;
  tail: string;
}

/** Characters of an address's end kept whole: what a visitor compares with their wallet. */
const ADDRESS_TAIL = 6;

/**
 * How many characters of `text`'s end to keep whole: a name keeps its suffix from its first dot
 * (`.reown.id`, `.eth`) and a few letters before it; an address or any other value its last six.
 * Never more than half the text, so the head always has room to be seen.
 */
export function middleTailLength(text: string): number {
  const chars = Array.from(text);
  const dot = chars.indexOf('.');
  const wanted = dot > 0 && !text.startsWith('0x') ? chars.length - dot + 3 : ADDRESS_TAIL;
  return Math.min(wanted, Math.floor(chars.length / 2));
}

/**
 * Split `text` for middle truncation (components/MiddleTruncate.tsx): the stylesheet ellipsises the
 * head when the whole does not fit, and the tail stays, so `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`
 * reads `0xf39Fd6e51aad…b92266` in a narrow box and whole in a wide one. Splits between code points,
 * never inside a character; a single character (or a tail of none) is all head.
 */
export function middleSplit(text: string, tailLength = middleTailLength(text)): MiddleSplit {
  const chars = Array.from(text);
  const tail = Math.max(0, Math.min(Math.floor(tailLength), chars.length - 1));
  if (tail === 0) return { head: text, tail: '' };
  return { head: chars.slice(0, -tail).join(''), tail: chars.slice(-tail).join('') };
}
