/**
 * Characters a person cannot see but that change what they read: controls (but tab and line feed),
 * format characters (bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, zero-width U+200B–U+200D,
 * U+2060, U+FEFF, tags…), line and paragraph separators, and the invisible Hangul fillers that pass for
 * letters. An RLO can make an address read backwards; a zero-width joiner makes a look-alike domain.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;

const codeOf = (char: string) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/** The text with each hidden character written as `⟨U+202E⟩`, and whether there was any. */
export function revealHiddenCharacters(text: string): { text: string; found: boolean } {
  let found = false;
  const revealed = text.replace(HIDDEN, (char) => {
    if (char === '\t' || char === '\n') return char;
    found = true;
    return `⟨U+${codeOf(char)}⟩`;
  });
  return { text: revealed, found };
}
