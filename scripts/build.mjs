#!/usr/bin/env node
// `npm run build`: the npm package's dist/. TypeScript's own compiler emits it, one ES module per
// source file (so the consumer's bundler keeps every lazy `import()` a chunk of its own and shakes
// what an app does not use), with JSX compiled to react/jsx-runtime, .d.ts files and source maps;
// `rewriteRelativeImportExtensions` turns the sources' `.ts` imports into `.js`. Then three steps tsc
// does not do: the declaration files' relative imports get `.js` too (consumers do not enable
// `allowImportingTsExtensions`), the React entries start with 'use client' (React Server Components
// treat them as client modules), and the default modal's stylesheet is minified and also written to
// dist/styles.css for server-rendered pages.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
/** The entries a React Server Component may import only as client modules. */
const CLIENT_ENTRIES = ['hooks/index.js', 'default-ui/index.js'];

rmSync(DIST, { recursive: true, force: true });
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).map((file) => join(DIST, file));

// `./x.ts`, `../y.tsx` → `.js` in import and export specifiers and `import('…')` types.
const TS_SPECIFIER = /(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g;
for (const file of files.filter((name) => name.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(TS_SPECIFIER, (_, quote, path) => `${quote}${path}.js${quote}`);
  if (rewritten !== text) writeFileSync(file, rewritten);
}

for (const entry of CLIENT_ENTRIES) {
  const file = join(DIST, entry);
  writeFileSync(file, `'use client';\n${readFileSync(file, 'utf8')}`);
  // One line more at the top: the source map's mappings start one generated line later.
  const mapFile = `${file}.map`;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}

// The stylesheet ships minified (esbuild, tsx's own bundler): the text of a template literal is left
// alone by a consumer's minifier, and it is loaded before the Connect button.
const cssModule = join(DIST, 'default-ui/theme/css.js');
const { PORTICO_CSS } = await import(pathToFileURL(cssModule).href);
const { transform } = await import('esbuild');
const css = (await transform(PORTICO_CSS, { loader: 'css', minify: true })).code.trim();
writeFileSync(
  cssModule,
  `/** The default modal's stylesheet (default-ui/theme/css.ts), minified at build. */\nexport const PORTICO_CSS = ${JSON.stringify(css)};\n`,
);
rmSync(`${cssModule}.map`, { force: true });
writeFileSync(join(DIST, 'styles.css'), `${css}\n`);

console.log(`built ${files.filter((name) => name.endsWith('.js')).length} modules into dist/`);
