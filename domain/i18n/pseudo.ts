import { type Catalogue, EN } from './catalogue.ts';
import { mapText, parseMessage } from './message.ts';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  C: 'Ç',
  W: 'Ŵ',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  I: 'Í',
  N: 'Ñ',
  O: 'Ö',
  S: 'Š',
  U: 'Ü',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * English made about 40 % longer and accented, inside brackets, keeping the arguments: a text that
 * escaped the catalogue shows plain, and one that a layout clips loses its closing bracket.
 */
export function pseudoLocalize(message: string): string {
  const text = mapText(parseMessage(message), (part) => {
    const accented = Array.from(part, (char) => ACCENTED[char] ?? char).join('');
    const letters = part.replace(/\W/g, '').length;
    return letters === 0 ? accented : `${accented}${'·'.repeat(Math.ceil(letters * 0.4))}`;
  });
  return `[${text}]`;
}

/** The pseudo-locale's catalogue (its own chunk, like any translation). */
const PSEUDO: Catalogue = Object.fromEntries(
  Object.entries(EN).map(([key, message]) => [key, pseudoLocalize(message)]),
) as Catalogue;

export default PSEUDO;
