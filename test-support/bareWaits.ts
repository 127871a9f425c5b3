/**
 * Finds the waits that keep Vitest's hidden 1 s patience: a direct `vi.waitFor`, `vi.waitUntil` or
 * `expect.poll` (called, passed along or destructured) anywhere but test-support/eventually.ts, whose
 * `eventually` and `poll` give the project's patience instead. Read from the syntax tree, so a comment
 * or a string that names them is not a use, and a call split over lines is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The one module that may call Vitest's waits: it gives them the patience. */
export const WAIT_WRAPPER = 'test-support/eventually.ts';

/** Vitest's waits with a default patience of 1 s, by the object they hang on. */
const BARE_WAITS: Record<string, readonly string[]> = { vi: ['waitFor', 'waitUntil'], expect: ['poll'] };

/** Folders that hold no code of this repository's tests: installed packages, builds, reports. */
const NOT_SOURCES = new Set(['node_modules', 'dist', '.git', 'test-results', '.dev-data']);

/** A use of a bare wait: where, and as written (`vi.waitFor`). */
export interface BareWait {
  file: string;
  line: number;
  use: string;
}

function isBareWait(object: ts.Expression, member: string): boolean {
  return ts.isIdentifier(object) && (BARE_WAITS[object.text]?.includes(member) ?? false);
}

/**
 * What a bare wait looks like as text (`vi.waitFor`, `expect\n  .poll`, `vi['waitFor']`, `} = vi`): only
 * the sources that have one are parsed (parsing all of them takes seconds), and the syntax tree then
 * tells a use from a comment or a string.
 */
const LOOKS_LIKE_A_WAIT =
  /\b(?:vi|expect)\s*(?:\.|\[\s*['"`])\s*(?:waitFor|waitUntil|poll)\b|\}\s*=\s*(?:vi|expect)\b/;

/** The bare waits in one file's source; `file` names it in the findings. */
export function bareWaitsIn(file: string, source: string): BareWait[] {
  if (!LOOKS_LIKE_A_WAIT.test(source)) return [];
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: BareWait[] = [];
  const note = (node: ts.Node, use: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, use });
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isBareWait(node.expression, node.name.text))
      note(node, `${node.expression.getText()}.${node.name.text}`);
    if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      isBareWait(node.expression, node.argumentExpression.text)
    )
      note(node, `${node.expression.getText()}.${node.argumentExpression.text}`);
    // const { waitFor } = vi
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer)
      for (const element of node.name.elements) {
        const member = element.propertyName ?? element.name;
        if (ts.isIdentifier(member) && isBareWait(node.initializer, member.text))
          note(element, `${node.initializer.getText()}.${member.text}`);
      }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Every TypeScript source under `root` (repository-relative, '/'-separated), builds and packages aside. */
export function typeScriptSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_SOURCES.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(c|m)?tsx?$/.test(entry.name)) files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

/** The bare waits of the repository at `root`, the wrapper's own aside. */
export function bareWaitsUnder(root: string): BareWait[] {
  return typeScriptSources(root)
    .filter((file) => file !== WAIT_WRAPPER)
    .flatMap((file) => bareWaitsIn(file, readFileSync(join(root, file), 'utf8')));
}
