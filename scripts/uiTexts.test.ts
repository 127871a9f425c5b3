/**
 * Every text the default UI shows comes from the message catalogue: read with the
 * TypeScript compiler from default-ui/'s sources, a text written in a component fails here by file
 * and line. Looked for: JSX text with letters; text attributes (aria-label, title, placeholder, alt,
 * label…) given a string; string literals under a text property (`message:`, `label:`, `title:`);
 * and any string that reads as words ('Go back', 'Could not copy'). Names that are not words of a
 * language (product names) are listed below with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Texts that stay as they are in every language. */
const NAMES: Readonly<Record<string, string>> = {
  WalletConnect: 'the protocol’s name, shown on its entry in Connect',
  '.reown.id': 'the name service’s domain, the ending of every account name',
  ...Object.fromEntries(
    ['Google', 'GitHub', 'Apple', 'Facebook', 'Discord', 'Farcaster', 'X'].map((name) => [
      name,
      'a social provider’s name',
    ]),
  ),
  ...Object.fromEntries(
    ['Ethereum', 'Solana', 'Polkadot', 'Bitcoin', 'Cosmos'].map((name) => [name, 'a chain family’s name']),
  ),
};

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Properties and comparisons whose strings are identifiers (view names, variants), never shown. */
const CODE_PROPERTIES = new Set([
  'view',
  'section',
  'variant',
  'type',
  'kind',
  'id',
  'key',
  'status',
  'namespace',
]);

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const TEXT_PROPERTIES = new Set(['message', 'label', 'title', 'text', 'description', 'shortMessage']);
const HAS_LETTER = /\p{L}/u;
const READS_AS_WORDS = /^\p{Lu}\p{Ll}+(?:[ ,.:!?…]|$)|\p{Ll} \p{Ll}/u;

function sources(): string[] {
  return readdirSync(path.join(ROOT, 'default-ui'), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file) && !file.startsWith(`theme${path.sep}`),
    )
    .map((file) => path.join('default-ui', file));
}

/** The texts written in a file that a person would see or hear, with their lines. */
function writtenTexts(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    if (value.trim() in NAMES) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${JSON.stringify(value.trim())}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (TEXT_ATTRIBUTES.has(node.name.getText()) && HAS_LETTER.test(node.initializer.text))
        report(node, node.initializer.text);
      return; // its string is this attribute's value, judged here
    } else if (ts.isStringLiteralLike(node) && !isCode(node)) {
      const property = ts.isPropertyAssignment(node.parent) ? node.parent.name.getText() : undefined;
      const underTextProperty = property !== undefined && TEXT_PROPERTIES.has(property);
      if ((underTextProperty && HAS_LETTER.test(node.text)) || READS_AS_WORDS.test(node.text))
        report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A literal that is code, not text: an import, a type, a class name or another non-text attribute, an
 * identifier under a code property (`view: 'Networks'`), a comparison or a `case`.
 */
function isCode(node: ts.StringLiteralLike): boolean {
  const { parent } = node;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || isTypeOnly(node)) return true;
  if (ts.isPropertyAssignment(parent) && CODE_PROPERTIES.has(parent.name.getText())) return true;
  if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) return true;
  if (ts.isCaseClause(parent) || ts.isElementAccessExpression(parent)) return true;
  for (let up: ts.Node = parent; up && !ts.isJsxElement(up) && !ts.isStatement(up); up = up.parent) {
    if (ts.isJsxAttribute(up)) return !TEXT_ATTRIBUTES.has(up.name.getText());
  }
  return false;
}

/** A literal in a type (`'light' | 'dark'`) is not shown. */
function isTypeOnly(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isTypeNode(parent)) return true;
    if (ts.isStatement(parent) || ts.isJsxElement(parent)) return false;
  }
  return false;
}

test('the default UI writes no text of its own: each comes from the catalogue', () => {
  expect(sources().flatMap((file) => writtenTexts(file))).toEqual([]);
});

test('the check finds a written text of each kind (it is not blind)', () => {
  const file = 'default-ui/components/Spinner.tsx';
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  expect(writtenTexts(file, source)).toEqual([]);
  const written = [
    source.replace("t('common.loading')", "'Loading now'"),
    source.replace('{name}</span>', 'Loading</span>'),
    source.replace('aria-label={name}', 'aria-label="Loading"'),
    `${source}\nshowSnackbar({ variant: 'success', message: 'Copied' });\n`,
  ];
  for (const text of written) expect(writtenTexts(file, text), text).toHaveLength(1);
});
