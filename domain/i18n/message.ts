/**
 * The message syntax of the catalogue: plain text with `{name}` arguments and plural choices in the
 * ICU form `{count, plural, one {# wallet} other {# wallets}}` (`#` is the number, formatted for the
 * locale; `=0` matches an exact number). Parsed into parts once, so formatting and the pseudo-locale
 * walk the same structure and never touch an argument's name.
 */

/** A value a message may show. Numbers are formatted for the locale. */
export type MessageValue = string | number;

/** The values of a message's arguments, by name. */
export type MessageParams = Readonly<Record<string, MessageValue>>;

/** One piece of a parsed message. */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'argument'; readonly name: string }
  | { readonly kind: 'number' }
  | {
      readonly kind: 'plural';
      readonly name: string;
      readonly branches: Readonly<Record<string, readonly MessagePart[]>>;
    };

/** Thrown for a message that does not follow the syntax (a catalogue test catches it first). */
export class MessageSyntaxError extends Error {
  override name = 'MessageSyntaxError';
}

/** Parse a message; `inPlural` makes `#` the plural's number. */
export function parseMessage(source: string, inPlural = false): MessagePart[] {
  const parts: MessagePart[] = [];
  let text = '';
  let index = 0;
  const flush = () => {
    if (text) parts.push({ kind: 'text', text });
    text = '';
  };
  while (index < source.length) {
    const char = source[index] as string;
    if (char === '#' && inPlural) {
      flush();
      parts.push({ kind: 'number' });
      index++;
    } else if (char === '{') {
      flush();
      const end = matchingBrace(source, index);
      parts.push(parseArgument(source.slice(index + 1, end)));
      index = end + 1;
    } else {
      text += char;
      index++;
    }
  }
  flush();
  return parts;
}

function matchingBrace(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '{') depth++;
    else if (source[index] === '}' && --depth === 0) return index;
  }
  throw new MessageSyntaxError(`Unclosed "{" in message: ${source}`);
}

function parseArgument(body: string): MessagePart {
  const [name, kind] = body.split(',', 2).map((piece) => piece.trim());
  if (!name || !/^\w+$/.test(name)) throw new MessageSyntaxError(`Bad argument "{${body}}"`);
  if (kind === undefined) return { kind: 'argument', name };
  if (kind !== 'plural') throw new MessageSyntaxError(`Unknown argument type "${kind}" in "{${body}}"`);
  const branches: Record<string, MessagePart[]> = {};
  let rest = body.slice(body.indexOf('plural') + 'plural'.length).replace(/^\s*,/, '');
  while (rest.trim()) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector) throw new MessageSyntaxError(`Bad plural branch in "{${body}}"`);
    const open = selector[0].length - 1;
    const end = matchingBrace(rest, open);
    branches[selector[1] as string] = parseMessage(rest.slice(open + 1, end), true);
    rest = rest.slice(end + 1);
  }
  if (!branches.other) throw new MessageSyntaxError(`A plural needs an "other" branch: "{${body}}"`);
  return { kind: 'plural', name, branches };
}

/** Format parsed parts for a locale. A missing argument shows as its name in braces (visible, not lost). */
export function formatParts(
  parts: readonly MessagePart[],
  params: MessageParams,
  locale: string,
  count?: number,
): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'number')
      out += count === undefined ? '#' : new Intl.NumberFormat(locale).format(count);
    else if (part.kind === 'argument') out += showValue(params[part.name], part.name, locale);
    else {
      const value = Number(params[part.name]);
      const branch =
        part.branches[`=${value}`] ??
        part.branches[new Intl.PluralRules(locale).select(value)] ??
        (part.branches.other as readonly MessagePart[]);
      out += formatParts(branch, params, locale, value);
    }
  }
  return out;
}

function showValue(value: MessageValue | undefined, name: string, locale: string): string {
  if (value === undefined) return `{${name}}`;
  return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
}

/** Rewrite the text of a message (not its arguments): the pseudo-locale's transform. */
export function mapText(parts: readonly MessagePart[], map: (text: string) => string): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += map(part.text);
    else if (part.kind === 'number') out += '#';
    else if (part.kind === 'argument') out += `{${part.name}}`;
    else {
      const branches = Object.entries(part.branches)
        .map(([selector, branch]) => `${selector} {${mapText(branch, map)}}`)
        .join(' ');
      out += `{${part.name}, plural, ${branches}}`;
    }
  }
  return out;
}

/** The argument names a message uses (a translation must use the same ones). */
export function argumentNames(parts: readonly MessagePart[]): Set<string> {
  const names = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'argument') names.add(part.name);
    else if (part.kind === 'plural') {
      names.add(part.name);
      for (const branch of Object.values(part.branches))
        for (const name of argumentNames(branch)) names.add(name);
    }
  }
  return names;
}
