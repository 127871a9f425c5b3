/**
 * Injected at build time: the URL of the local dev cloud the page talks to (scripts/size.ts, and
 * bench/start/run.ts with `--cloud`), or undefined for the production endpoints (bench/start's default).
 */
declare const __PORTICO_SIZE_API__: string | undefined;
