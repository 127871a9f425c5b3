/**
 * What the dev services' command lines share: a usage error (message and usage on stderr, exit 2),
 * `--help` (usage on stdout), and a `--port` check.
 */

/** The command-line helpers of one dev service with its usage text. */
export function createCli(usage: string) {
  const fail = (message: string): never => {
    process.stderr.write(`${message}\n${usage}\n`);
    process.exit(2);
  };
  return {
    fail,
    /** The parsed options; undefined once `--help` printed the usage (nothing else to do then). */
    options<T extends { help?: boolean | undefined }>(parse: () => { values: T }): T | undefined {
      let values: T;
      try {
        values = parse().values;
      } catch (err) {
        return fail(err instanceof Error ? err.message : String(err));
      }
      if (!values.help) return values;
      process.stdout.write(`${usage}\n`);
      return undefined;
    },
    /** `--port` as a number (0 picks a free one), `fallback` when absent. */
    port(text: string | undefined, fallback: number): number {
      const port = text ?? String(fallback);
      if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) fail(`--port: not a port: ${port}`);
      return Number(port);
    },
  };
}
