/**
 * How many cases each fuzz property runs, and the count actually run per parser. `npm test` runs a
 * few (FUZZ_RUNS unset: DEFAULT_FUZZ_RUNS) so CI stays fast; `npm run fuzz` sets FUZZ_RUNS=10000.
 * Every property of a parser adds to that parser's count, printed once its file is done, so a long
 * run shows the figures whatever the reporter. fast-check picks the seed and prints it on failure.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';

/** Cases per property when FUZZ_RUNS is not set: the fuzz files together stay well under 10 s. */
export const DEFAULT_FUZZ_RUNS = 100;

const fuzzRunsSchema = z.optional(
  z.string().check(z.regex(/^[1-9]\d*$/, 'FUZZ_RUNS must be a positive whole number of cases')),
);

/** FUZZ_RUNS as a number of cases; a malformed value is refused rather than read as a default. */
export function readFuzzRuns(raw: string | undefined): number {
  const parsed = fuzzRunsSchema.safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new Error(`FUZZ_RUNS=${raw}: ${parsed.error.issues[0]?.message}`);
  return parsed.data === undefined ? DEFAULT_FUZZ_RUNS : Number(parsed.data);
}

/** Cases per property in this run. */
export const FUZZ_RUNS = readFuzzRuns(process.env.FUZZ_RUNS);

const casesRun = new Map<string, number>();

function countCase(parser: string): void {
  casesRun.set(parser, (casesRun.get(parser) ?? 0) + 1);
}

/** Runs `check` on FUZZ_RUNS values of `arbitrary`, counted under `parser`; a thrown check fails it. */
export function fuzz<T>(parser: string, arbitrary: fc.Arbitrary<T>, check: (value: T) => void): void {
  fc.assert(
    fc.property(arbitrary, (value) => {
      countCase(parser);
      check(value);
    }),
    { numRuns: FUZZ_RUNS },
  );
}

/** {@link fuzz} for checks that await (HTTP clients over a fetch). */
export async function fuzzAsync<T>(
  parser: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      countCase(parser);
      await check(value);
    }),
    { numRuns: FUZZ_RUNS },
  );
}

/** One line per parser fuzzed in this file: `fuzz: <parser>: <n> cases`. Call it in afterAll. */
export function printCasesRun(): void {
  for (const [parser, cases] of casesRun) console.log(`fuzz: ${parser}: ${cases} cases`);
}
