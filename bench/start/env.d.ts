/**
 * Injected by bench/start/run.ts at build time: the local dev cloud's URL with `--cloud`, otherwise
 * undefined (the production endpoints).
 */
declare const __PORTICO_START_API__: string | undefined;
