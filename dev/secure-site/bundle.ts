/**
 * Builds the frame's browser bundle (frame/main.ts with the shared frame protocol and zod/mini) in
 * memory with esbuild, which is in node_modules as tsx's own bundler.
 */
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./frame/main.ts', import.meta.url));

/** The frame script as one ES module. */
export async function buildFrameBundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('frame bundle: esbuild produced no output');
  return output.text;
}
