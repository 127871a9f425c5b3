/**
 * Builds a browser bundle (the frame's frame/main.ts with the shared frame protocol and zod/mini) in
 * memory with esbuild, which is in node_modules as tsx's own bundler.
 */
import { fileURLToPath } from 'node:url';

const FRAME_ENTRY = fileURLToPath(new URL('./frame/main.ts', import.meta.url));

/** One TypeScript entry and its imports as one minified ES module for the browser. */
export async function bundleBrowserModule(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`bundle of ${entry}: esbuild produced no output`);
  return output.text;
}

/** The frame script as one ES module. */
export function buildFrameBundle(): Promise<string> {
  return bundleBrowserModule(FRAME_ENTRY);
}
