/**
 * The screenshot harness of e2e/screenshots.test.ts: a view of the default modal, frozen and settled,
 * captured as PNG and compared with its committed baseline (e2e/screenshots/<name>.png) by pixelmatch.
 *
 * Determinism: animations, transitions and the caret are switched off by a stylesheet adopted in every
 * document of the context (through the CSSOM, which the demo's strict CSP allows where a <style> would
 * not), reduced motion is emulated too; a capture waits for the fonts, for every image in view and for
 * the skeletons and spinners to go, then takes screenshots until two in a row are equal. Regions whose
 * pixels change from run to run (a pairing QR code, anything marked `data-portico-volatile`) are masked
 * with a flat box.
 *
 * `UPDATE_SCREENSHOTS=1` (npm run screenshots:update) writes the baselines instead of comparing, and the
 * README's pictures (docs/screenshots/) for the names in DOC_SHOTS.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { eventually, poll } from '../../test-support/eventually.ts';
import { SCREENSHOT_DIR } from './demo.ts';

/** Where the committed baselines live. */
export const BASELINE_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Where the README's pictures live (copies of some baselines, written in update mode only). */
export const DOCS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Whether this run writes the baselines instead of comparing with them. */
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * pixelmatch's per-pixel colour threshold (0–1, its default): anti-aliasing noise and the odd
 * sub-pixel text rendering difference stay under it.
 */
export const PIXEL_THRESHOLD = 0.1;

/**
 * The share of pixels that may differ before a shot fails: a moved row, a changed padding or colour
 * changes far more (a 1 px padding change on a 400 px wide dialog moves every row below it).
 */
export const MAX_DIFF_RATIO = 0.005;

/**
 * Switches off what moves: a frame taken mid-animation would differ on every run. The caret blinks
 * on a timer, whatever the animation setting.
 */
const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
}
html:not([data-showing-volatile]) [data-portico-volatile] { visibility: hidden !important; }`;

/**
 * Adopt FREEZE_CSS in every document of `context` as it loads, and emulate reduced motion on `page`
 * (the modal's own reduced-motion rules then apply too). Call before the first navigation.
 */
export async function freezeMotion(context: BrowserContext, page: Page): Promise<void> {
  await context.addInitScript((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, FREEZE_CSS);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * Run `check` with what is volatile shown again (FREEZE_CSS hides it for the shots): an accessibility
 * check reads the page as a visitor has it, where a countdown is the button's name.
 */
export async function showingVolatile<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => document.documentElement.setAttribute('data-showing-volatile', ''));
  try {
    return await check();
  } finally {
    await page.evaluate(() => document.documentElement.removeAttribute('data-showing-volatile'));
  }
}

/** What shows that a view is still loading: skeleton rows, spinners, a region marked busy. */
const LOADING = '.portico-skeleton, .portico-spinner, [aria-busy="true"]';

/**
 * Whether the dialog is fully rendered: the fonts loaded, every image that shows inside the dialog's
 * box decoded (lazy ones scrolled out of it are not shown), and, unless the view's design has one
 * (a connecting view's spinner), nothing loading.
 */
function rendered(dialog: Locator, { spinnerAllowed }: { spinnerAllowed: boolean }): Promise<string> {
  return dialog.evaluate(
    async (root, { loading, spinnerAllowed }) => {
      await document.fonts.ready;
      const bounds = root.getBoundingClientRect();
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 && box.bottom > bounds.top && box.top < bounds.bottom && element.checkVisibility()
        );
      };
      const pending = [...root.querySelectorAll('img')].filter(
        (img) => shown(img) && !(img.complete && img.naturalWidth > 0),
      );
      if (pending.length > 0) return `images loading: ${pending.map((img) => img.alt || img.src).join(', ')}`;
      const busy = spinnerAllowed ? [] : [...root.querySelectorAll(loading)].filter(shown);
      if (busy.length > 0) return `still loading: ${busy.map((element) => element.className).join(', ')}`;
      return 'rendered';
    },
    { loading: LOADING, spinnerAllowed },
  );
}

/** What a capture takes besides the element. */
export interface CaptureOptions {
  /** Regions whose pixels change from run to run; drawn as a flat box. */
  mask?: Locator[];
  /** The view's design shows a spinner (a connecting view): do not wait for it to go. */
  spinnerAllowed?: boolean;
  /** The whole viewport instead of the element (a phone's bottom sheet over the page). */
  fullViewport?: boolean;
}

/** The colour masked regions are painted with: flat, the same in both themes. */
const MASK_COLOR = '#ff00ff';

/**
 * A PNG of `dialog` once it is rendered and still: screenshots are taken until two in a row are the
 * same bytes, so a late re-render (a balance arriving, a font swap) cannot slip in between.
 */
export async function captureStill(dialog: Locator, options: CaptureOptions = {}): Promise<Buffer> {
  await poll(() => rendered(dialog, { spinnerAllowed: options.spinnerAllowed ?? false })).toBe('rendered');
  const page = dialog.page();
  const shoot = () => {
    const settings = {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      mask: options.mask ?? [],
      maskColor: MASK_COLOR,
    } as const;
    return options.fullViewport ? page.screenshot(settings) : dialog.screenshot(settings);
  };
  let previous = await shoot();
  return eventually(async () => {
    const next = await shoot();
    const same = next.equals(previous);
    previous = next;
    if (!same) throw new Error('the dialog was still changing between two screenshots');
    return next;
  });
}

/** A shot that did not match its baseline: why, and where the evidence is. */
export interface Mismatch {
  name: string;
  reason: string;
  files: string[];
}

/** The names of the baselines that are also the README's pictures (docs/screenshots/<name>.png). */
export const DOC_SHOTS: ReadonlySet<string> = new Set([
  'connect-desktop-light-en',
  'account-desktop-light-en',
  'account-desktop-dark-en',
  'send-desktop-light-en',
  'swap-desktop-light-en',
  'connect-phone-screen-light-en',
]);

const baselinePath = (name: string) => `${BASELINE_DIR}${name}.png`;
const resultPath = (name: string, kind: 'actual' | 'diff') => `${SCREENSHOT_DIR}${name}.${kind}.png`;

/**
 * Compare `png` with the baseline `name`, or in update mode write it as the baseline (and as the
 * README's picture when DOC_SHOTS names it). Returns the mismatch, if any, after writing the actual
 * image and the diff (changed pixels in red over a faded baseline) to test-results/screenshots/.
 */
export async function matchBaseline(name: string, png: Buffer): Promise<Mismatch | undefined> {
  if (UPDATING) {
    await mkdir(BASELINE_DIR, { recursive: true });
    // A baseline that no pixel differs from is kept as it is (only touched: scripts/update-screenshots.mjs
    // removes the files this run did not write), so a regeneration changes only the views that changed,
    // not every file by an anti-aliasing step nobody can see.
    if (existsSync(baselinePath(name)) && differingPixels(await readFile(baselinePath(name)), png) === 0) {
      const now = new Date();
      await utimes(baselinePath(name), now, now);
    } else await writeFile(baselinePath(name), png);
    if (DOC_SHOTS.has(name)) {
      await mkdir(DOCS_DIR, { recursive: true });
      await copyFile(baselinePath(name), `${DOCS_DIR}${name}.png`);
    }
    return undefined;
  }
  const actualFile = resultPath(name, 'actual');
  if (!existsSync(baselinePath(name))) {
    await writeFile(actualFile, png);
    return { name, reason: 'no baseline (npm run screenshots:update writes it)', files: [actualFile] };
  }
  const expected = PNG.sync.read(await readFile(baselinePath(name)));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    await writeFile(actualFile, png);
    return {
      name,
      reason: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
      files: [actualFile, baselinePath(name)],
    };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return undefined;
  const diffFile = resultPath(name, 'diff');
  await writeFile(actualFile, png);
  await writeFile(diffFile, PNG.sync.write(diff));
  return {
    name,
    reason: `${(ratio * 100).toFixed(2)} % of pixels differ (${changed} of ${width * height}; at most ${MAX_DIFF_RATIO * 100} %)`,
    files: [actualFile, diffFile, baselinePath(name)],
  };
}

/** How many pixels pixelmatch finds different between two PNGs (all of them when the sizes differ). */
function differingPixels(expectedPng: Buffer, actualPng: Buffer): number {
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const { width, height } = actual;
  if (expected.width !== width || expected.height !== height) return width * height;
  return pixelmatch(expected.data, actual.data, undefined, width, height, { threshold: PIXEL_THRESHOLD });
}

/** A message listing every mismatch, for the test's failure. */
export function describeMismatches(mismatches: readonly Mismatch[]): string {
  return [
    `${mismatches.length} screenshot(s) differ from e2e/screenshots/ (if the change is meant: npm run screenshots:update):`,
    ...mismatches.map(
      (mismatch) => `  ${mismatch.name}: ${mismatch.reason}\n    ${mismatch.files.join('\n    ')}`,
    ),
  ].join('\n');
}
