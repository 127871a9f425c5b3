/**
 * The inspector modes of headless/inspect.ts: a chunk of its own, loaded with the first inspection
 * event, so a modal that does not inspect never downloads it (nor @statelyai/inspect).
 */
import type { LoadedInspector } from './inspect.ts';

/** One line describing a Stately inspection event, for the console mode. */
export function formatInspectionLine(event: {
  type: string;
  event?: { type: string };
  snapshot?: { value?: unknown; status?: string };
  name?: string;
}): string {
  if (event.type === '@xstate.event') return `[portico] event ${event.event?.type ?? '?'}`;
  if (event.type === '@xstate.actor') return `[portico] actor ${event.name ?? '?'}`;
  return `[portico] snapshot ${JSON.stringify(event.snapshot?.value ?? null)} (${event.snapshot?.status ?? '?'})`;
}

/** The console mode: one line per event through `log`, with no network. */
export async function loadConsoleInspector(log: (line: string) => void): Promise<LoadedInspector> {
  const { createInspector } = await import('@statelyai/inspect');
  const inspector = createInspector({ send: (event) => log(formatInspectionLine(event)) });
  return { send: (event) => inspector.inspect.next?.(event), stop: () => inspector.stop() };
}

/** The websocket mode: every event to an inspector server at `url`. */
export async function loadWebSocketInspector(url: string): Promise<LoadedInspector> {
  const { createWebSocketInspector } = await import('@statelyai/inspect');
  const inspector = createWebSocketInspector({ url });
  return { send: (event) => inspector.inspect.next?.(event), stop: () => inspector.stop() };
}
