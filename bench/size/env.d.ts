/** Injected by scripts/size.ts at build time: the URL of the local dev cloud the bench page talks to. */
declare const __PORTICO_SIZE_API__: string;
