/**
 * The code samples of the guides, compiled against Portico's public entries with strict TypeScript,
 * so a sample that no longer matches the API fails a test instead of misleading a reader.
 *
 * A fence meant as a fragment (it uses names it does not declare) is skipped only when the line just
 * before it is `<!-- sample-skip: <reason> -->` with a reason written out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One ```ts or ```tsx fence of a guide. */
export type Sample = { file: string; line: number; lang: 'ts' | 'tsx'; code: string; skip?: string };

const SKIP = /^<!--\s*sample-skip:\s*(.*?)\s*-->$/;

/** The fences of one markdown text, with the line each starts on (1-based). */
export function samplesOf(file: string, text: string): Sample[] {
  const lines = text.split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(tsx?)\b/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !(lines[i] ?? '').startsWith('```'); i++) body.push(lines[i] ?? '');
    const sample: Sample = { file, line: start + 1, lang: open[1] as 'ts' | 'tsx', code: body.join('\n') };
    const reason = SKIP.exec((lines[start - 1] ?? '').trim())?.[1];
    if (reason !== undefined) sample.skip = reason;
    samples.push(sample);
  }
  return samples;
}

/** Every guide's samples: docs/**\/*.md, leaving out the generated API pages and VitePress's own. */
export function docSamples(root: string): Sample[] {
  const out: Sample[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'api' && !entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path);
      } else if (entry.name.endsWith('.md')) {
        out.push(...samplesOf(relative(root, path), readFileSync(path, 'utf8')));
      }
    }
  };
  walk(join(root, 'docs'));
  return out;
}

/** The package's entries, as a host imports them, mapped to their sources. */
const ENTRIES: Record<string, string> = {
  portico: 'headless/index.ts',
  'portico/react': 'hooks/index.ts',
  'portico/ui': 'default-ui/index.ts',
  'portico/machines': 'machines/index.ts',
  'portico/engine': 'headless/engine.ts',
  'portico/inspect': 'inspect/index.ts',
  'portico/inspector': 'inspector/index.ts',
  'portico/wagmi': 'wagmi/index.ts',
  'portico/elements': 'elements/index.ts',
};

/** The compiler's messages for `samples`, each prefixed with the guide and line it came from. */
export function compileSamples(root: string, samples: readonly Sample[]): string[] {
  const files = new Map<string, Sample>();
  samples.forEach((sample, n) => {
    if (sample.skip === undefined) files.set(join(root, `.docs-samples/sample${n}.${sample.lang}`), sample);
  });
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    isolatedModules: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    // A host's bundler types: the samples may read import.meta.env as a Vite app does.
    types: ['node', 'vite/client'],
    // Absolute targets and no baseUrl: a bare 'wagmi' must still resolve to the npm package, not ./wagmi.
    paths: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, [join(root, path)]])),
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => files.get(name)?.code ?? read(name);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || exists(name);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    const sample = files.get(name);
    return sample ? ts.createSourceFile(name, sample.code, version, true) : getSource(name, version, ...rest);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  // Only the samples are checked: the sources they import are type-checked by `tsc` already, and
  // checking them again here took minutes on 2 cores.
  return [...files.keys()]
    .flatMap((name) => {
      const source = program.getSourceFile(name);
      return source
        ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        : [];
    })
    .map((d) => {
      const sample = files.get(d.file?.fileName ?? '') as Sample;
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
      return `${sample.file}:${sample.line + 1 + at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}
