/**
 * The layers import one way (ARCHITECTURE.md): domain ← machines ← headless ← hooks ← default-ui.
 * machines/ imports only domain/ and xstate; hooks/ only the public surface of headless (`portico`);
 * default-ui/ only `portico`, `portico/react` and its own files. Tests may also use test-support/ and,
 * to set up what they test, the layers below their own. Read from the tree, so a new import against
 * the direction fails here with its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Layer = 'domain' | 'machines' | 'headless' | 'hooks' | 'default-ui' | 'wagmi' | 'elements';

/** Per layer: the repository files or folders (ending in '/') its source files may import. */
const ALLOWED: Record<Layer, readonly string[]> = {
  domain: ['domain/'],
  machines: ['domain/', 'machines/'],
  headless: ['domain/', 'machines/', 'headless/'],
  hooks: ['headless/index.ts', 'hooks/'],
  'default-ui': ['headless/index.ts', 'hooks/index.ts', 'default-ui/'],
  // portico/wagmi: a client of the public API, like any app.
  wagmi: ['headless/index.ts', 'wagmi/'],
  // portico/elements: the default modal for pages without React, on the public entries alone.
  elements: ['headless/index.ts', 'hooks/index.ts', 'default-ui/index.ts', 'elements/'],
};

/** Per layer: the packages its source files may import (prefixes; other layers are unrestricted here). */
const PACKAGES: Partial<Record<Layer, readonly string[]>> = {
  // @solana/kit is to Solana what viem is to EVM: the domain uses its pure codecs (base58, base64).
  domain: ['zod', 'viem', '@solana/kit'],
  machines: ['xstate'],
  wagmi: ['viem', 'wagmi'],
};

/** What a test file may import besides its layer's own allowance. */
const TEST_EXTRA: Record<Layer, readonly string[]> = {
  domain: ['test-support/', 'dev/'],
  machines: ['test-support/', 'dev/'],
  headless: ['test-support/', 'dev/'],
  hooks: ['test-support/', 'dev/', 'headless/', 'machines/', 'domain/', 'default-ui/'],
  'default-ui': ['test-support/', 'dev/', 'headless/', 'machines/', 'domain/'],
  wagmi: ['test-support/', 'dev/', 'headless/', 'domain/'],
  elements: ['test-support/', 'dev/', 'headless/', 'domain/'],
};

const TEST_PACKAGES = [
  'vitest',
  'fast-check',
  '@testing-library/',
  'react',
  'xstate',
  'node:',
  'playwright-core',
  // portico/wagmi's tests run a real wagmi config; its code imports only `wagmi`'s types.
  '@wagmi/core',
];

function filesOf(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

interface ImportLine {
  file: string;
  line: number;
  specifier: string;
}

// A static import starts its line, so a message that quotes one (`import { x } from 'y'`) is not one.
const IMPORT =
  /(?:^|\n)[ \t]*(?:import|export)\b[^'"]*?\sfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): ImportLine[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const found: ImportLine[] = [];
  // Imports span lines (`import {\n a,\n} from 'x'`): match on the text, then find the line.
  const text = lines.join('\n');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ file, line, specifier });
  }
  return found;
}

/** The repository path an import resolves to, or the package name for a bare specifier. */
function targetOf({
  file,
  specifier,
}: ImportLine): { kind: 'file'; path: string } | { kind: 'package'; name: string } {
  if (!specifier.startsWith('.')) return { kind: 'package', name: specifier };
  return { kind: 'file', path: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) };
}

const allows = (allowed: readonly string[], target: string) =>
  allowed.some((entry) => (entry.endsWith('/') ? target.startsWith(entry) : target === entry));

function violations(layer: Layer): string[] {
  const found: string[] = [];
  for (const file of filesOf(layer)) {
    const isTest = /\.test\.tsx?$/.test(file) || /\.test-d\.ts$/.test(file);
    for (const imported of importsOf(file)) {
      const target = targetOf(imported);
      const where = `${imported.file}:${imported.line} imports '${imported.specifier}'`;
      if (target.kind === 'file') {
        const allowed = isTest ? [...ALLOWED[layer], ...TEST_EXTRA[layer]] : ALLOWED[layer];
        if (!allows(allowed, target.path)) found.push(where);
      } else {
        const packages = PACKAGES[layer];
        if (!packages) continue;
        const permitted = isTest ? [...packages, ...TEST_PACKAGES] : packages;
        if (
          !permitted.some(
            (name) =>
              target.name === name ||
              target.name.startsWith(`${name}/`) ||
              ((name.endsWith(':') || name.endsWith('/')) && target.name.startsWith(name)),
          )
        )
          found.push(where);
      }
    }
  }
  return found;
}

describe('imports go one way: domain ← machines ← headless ← hooks ← default-ui', () => {
  for (const layer of Object.keys(ALLOWED) as Layer[]) {
    test(`${layer}/ imports only what its layer may`, () => {
      expect(violations(layer)).toEqual([]);
    });
  }

  test('the check sees an import against the direction', () => {
    // A machine importing the engine would be a cycle: the rule must name it.
    const imported: ImportLine = { file: 'machines/x.ts', line: 1, specifier: '../headless/engine.ts' };
    const target = targetOf(imported);
    expect(target).toEqual({ kind: 'file', path: 'headless/engine.ts' });
    expect(target.kind === 'file' && allows(ALLOWED.machines, target.path)).toBe(false);
  });
});

describe('children never reach a sibling', () => {
  test('no machine reaches another actor through system.get', () => {
    const reaching = filesOf('machines')
      .filter((file) => !/\.test\.ts$/.test(file))
      .filter((file) => /system\.get\(/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(reaching).toEqual([]);
  });
});

describe('React hosts pay nothing for portico/elements: no other entry imports it', () => {
  test('no file outside elements/ imports elements/', () => {
    const importing = (Object.keys(ALLOWED) as Layer[])
      .filter((layer) => layer !== 'elements')
      .flatMap((layer) => filesOf(layer).flatMap(importsOf))
      .filter((imported) => {
        const target = targetOf(imported);
        return target.kind === 'file'
          ? target.path.startsWith('elements/')
          : target.name === 'portico/elements';
      })
      .map(({ file, line, specifier }) => `${file}:${line} imports '${specifier}'`);
    expect(importing).toEqual([]);
  });
});

describe('wagmi is an optional peer: only portico/wagmi imports it', () => {
  test('no file of the core imports wagmi, @wagmi/* or TanStack Query', () => {
    const core = (Object.keys(ALLOWED) as Layer[]).filter((layer) => layer !== 'wagmi');
    const importing = core
      .flatMap((layer) => filesOf(layer).flatMap(importsOf))
      .filter(({ specifier }) => /^(wagmi|@wagmi\/|@tanstack\/)/.test(specifier))
      .map(({ file, line, specifier }) => `${file}:${line} imports '${specifier}'`);
    expect(importing).toEqual([]);
  });
});

describe('@statelyai/inspect is an optional peer: only portico/inspect imports it', () => {
  test('no file of the core (domain, machines, headless, hooks, default-ui) imports it', () => {
    // A consumer's bundler fails on an import it cannot resolve, dynamic or not, and npm does not
    // install optional peers: one such import in the core would break every app without it.
    const importing = (Object.keys(ALLOWED) as Layer[])
      .flatMap((layer) => filesOf(layer).flatMap(importsOf))
      .filter(
        ({ specifier }) => specifier === '@statelyai/inspect' || specifier.startsWith('@statelyai/inspect/'),
      )
      .map(({ file, line, specifier }) => `${file}:${line} imports '${specifier}'`);
    expect(importing).toEqual([]);
  });

  test('the check sees a static and a dynamic import of it, not a message quoting one', () => {
    const text = [
      "import { createInspector } from '@statelyai/inspect';",
      "const server = await import('@statelyai/inspect/server');",
      "const hint = `use: import { statelyInspector } from 'portico/inspect'`;",
    ].join('\n');
    const specifiers = [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
    expect(specifiers).toEqual(['@statelyai/inspect', '@statelyai/inspect/server']);
  });
});
