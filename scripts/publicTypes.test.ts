/**
 * Types a consumer can use: every type named by what a public function returns or takes (hooks,
 * actions, createModal, selectors) is exported by name from a public entry, so an app can write it
 * down. Read with the TypeScript compiler from the entries' sources; a type of the repository that
 * a public signature reaches but no entry exports fails here by name.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = [
  'headless/index.ts',
  'hooks/index.ts',
  'default-ui/index.ts',
  'machines/index.ts',
  'inspect/index.ts',
  'wagmi/index.ts',
  'elements/index.ts',
].map((entry) => `${ROOT}${entry}`);

function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('no tsconfig.json');
  return ts.createProgram(ENTRIES, config.options);
}

/** The repository's own named types that `type` mentions (through unions, properties, arguments). */
function namedTypesOf(
  checker: ts.TypeChecker,
  type: ts.Type,
  found: Set<ts.Symbol>,
  seen: Set<ts.Type>,
): void {
  // A type parameter is the caller's own type.
  if (seen.has(type) || type.flags & ts.TypeFlags.TypeParameter) return;
  seen.add(type);
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  const ours = declaration && !declaration.getSourceFile().fileName.includes('node_modules');
  const named = symbol && !symbol.getName().startsWith('__') && ours;
  if (named && symbol) {
    found.add(symbol);
    // A named type of ours: its name is what the consumer writes; its members are checked at its own export.
    return;
  }
  if (type.isUnionOrIntersection()) for (const part of type.types) namedTypesOf(checker, part, found, seen);
  for (const argument of type.aliasTypeArguments ?? []) namedTypesOf(checker, argument, found, seen);
  if (!ours) return;
  for (const property of type.getProperties()) {
    const declarationNode = property.valueDeclaration ?? property.declarations?.[0];
    if (declarationNode)
      namedTypesOf(checker, checker.getTypeOfSymbolAtLocation(property, declarationNode), found, seen);
  }
}

// A whole-program type check takes what a loaded machine gives it: wait for the outcome (no limit).
test('every named type of a public signature is exported from a public entry', { timeout: 0 }, () => {
  const built = program();
  const checker = built.getTypeChecker();
  const exported = new Set<ts.Symbol>();
  const functions: ts.Symbol[] = [];
  for (const entry of ENTRIES) {
    const file = built.getSourceFile(entry);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`no module for ${entry}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      exported.add(target);
      if (target.flags & ts.SymbolFlags.Function) functions.push(target);
    }
  }
  expect(functions.length).toBeGreaterThan(20);

  const missing = new Set<string>();
  for (const fn of functions) {
    const declaration = fn.valueDeclaration ?? fn.declarations?.[0];
    if (!declaration) continue;
    const found = new Set<ts.Symbol>();
    for (const signature of checker.getTypeOfSymbolAtLocation(fn, declaration).getCallSignatures()) {
      namedTypesOf(checker, signature.getReturnType(), found, new Set());
      for (const parameter of signature.getParameters())
        namedTypesOf(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration), found, new Set());
    }
    for (const symbol of found)
      if (!exported.has(symbol)) missing.add(`${symbol.getName()} (in ${fn.getName()})`);
  }
  expect([...missing].sort()).toEqual([]);
});
