/**
 * The inspector page of `npm run inspect` (inspector/page), built with Vite's JS API into a fresh
 * temp directory. The server serves it under a strict CSP (no inline script or style), so the build
 * is refused if its index.html carries inline code: better a clear error at start-up than a blank
 * page whose only clue is in the browser's console.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const PAGE_ROOT = fileURLToPath(new URL('../inspector/page/', import.meta.url));

/** What in an HTML page a CSP without 'unsafe-inline' would block: inline scripts, styles, handlers. */
export function inlineCodeIn(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi))
    if (!/\ssrc\s*=/i.test(tag)) found.push(`inline script: ${tag}`);
  for (const [tag] of html.matchAll(/<style\b[^>]*>/gi)) found.push(`inline style: ${tag}`);
  for (const [attribute] of html.matchAll(/\s(?:style|on[a-z]+)\s*=\s*["'][^"']*["']/gi))
    found.push(`inline attribute: ${attribute.trim()}`);
  return found;
}

/** Build the page into a new temp directory and return it (the caller removes it). */
export async function buildInspectorPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-inspector-page-'));
  try {
    await build({
      configFile: false,
      root: PAGE_ROOT,
      base: '/',
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: true,
        // Files, not data: URIs, so every asset is 'self' under the CSP; and no preload polyfill.
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
        // A page served from this machine: the panel's graph layout (ELK) is one big chunk on purpose.
        chunkSizeWarningLimit: 8192,
      },
    });
    const inline = inlineCodeIn(await readFile(join(outDir, 'index.html'), 'utf8'));
    if (inline.length > 0)
      throw new Error(`The inspector page would break under its CSP: ${inline.join('; ')}`);
    return outDir;
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
