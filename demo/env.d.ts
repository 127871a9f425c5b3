/** Injected by demo/server.ts: the local dev service endpoints. */
declare const __PORTICO_DEMO__: { api: string; pulse: string };
