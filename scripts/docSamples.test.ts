/** Every ts/tsx sample of the guides compiles against the packed package (scripts/docSamples.ts). */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { compileSamples, docSamples, samplesOf, unpackForSamples } from './docSamples.ts';
import { packPortico } from './pack.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the samples are compiled, the package unpacked beside them (ignored by git and the linter). */
const SAMPLES_DIR = fileURLToPath(new URL('../test-results/docs-samples/', import.meta.url));
const BROKEN_GUIDE = 'docs/x.md';
/** A compile or a build takes what a loaded 2-core machine gives it: wait for its outcome (0 is no limit). */
const WAIT_FOR_OUTCOME = 0;

// One program for the guides' samples and a broken one: loading the sources they import is most of
// the time, so both tests read the errors of a single compile.
let errors: string[] | undefined;
const compiled = (): string[] => {
  errors ??= compileSamples(SAMPLES_DIR, [
    ...samplesOf(
      BROKEN_GUIDE,
      "```ts\nimport { createModal } from 'portico';\ncreateModal({ projectId: 1 });\n```",
    ),
    ...docSamples(ROOT),
  ]);
  return errors;
};

describe('the code samples of the docs', () => {
  // The tarball the consumer apps install (packed once per content of the sources, scripts/pack.ts).
  beforeAll(async () => unpackForSamples(await packPortico(), SAMPLES_DIR), WAIT_FOR_OUTCOME);

  test('a fence is skipped only with a reason written on the line before it', () => {
    const text = [
      '<!-- sample-skip: uses the modal of the page above -->',
      '```ts',
      'modal;',
      '```',
      '```tsx',
      'x',
      '```',
    ].join('\n');
    const [skipped, kept] = samplesOf('a.md', text);
    expect(skipped?.skip).toBe('uses the modal of the page above');
    expect(kept).toMatchObject({ line: 5, lang: 'tsx', code: 'x' });
    expect(kept?.skip).toBeUndefined();
  });

  test('a sample that does not match the API fails, with its guide and line', {
    timeout: WAIT_FOR_OUTCOME,
  }, () => {
    const ofBroken = compiled().filter((error) => error.startsWith(`${BROKEN_GUIDE}:`));
    expect(ofBroken.join('\n')).toMatch(/^docs\/x\.md:3: /);
  });

  test('every sample of the guides compiles with strict TypeScript', { timeout: WAIT_FOR_OUTCOME }, () => {
    const samples = docSamples(ROOT);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples)
      if (sample.skip !== undefined) expect(sample.skip.length).toBeGreaterThan(10);
    expect(compiled().filter((error) => !error.startsWith(`${BROKEN_GUIDE}:`))).toEqual([]);
  });
});
