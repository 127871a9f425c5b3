/**
 * One message of @statelyai/inspect's WebSocket mode (`createWebSocketInspector` in a remote page) as
 * an inspector record. The message crosses a socket from a page we do not control, so it is checked
 * (zod), anything else is dropped (never thrown), and everything in it is masked again: the page may
 * have sent its secrets as they are.
 *
 * The shapes, from @statelyai/inspect 0.7 (`convertXStateEvent`, `createInspector`): every message
 * has `type`, `sessionId` and `createdAt` (epoch ms as a string); an actor has `name`, `parentId`,
 * `definition` (the JSON of its machine config) and its `snapshot` (whose `children` is an object of
 * `{ xstate$$type: 1, id }`); an event has `event` and `sourceId`; a snapshot has `event` and `snapshot`.
 */
import { z } from 'zod';
import { eventJson, RECORD_DEPTH, snapshotJson } from './fromXState.ts';
import { maskSecrets } from './mask.ts';
import { toJson } from './toJson.ts';
import type { InspectorRecord, MaskOptions } from './types.ts';

const sessionId = z.string().min(1);
/** Epoch ms, sent as a string; a number is taken too (another sender), anything else means "now". */
const createdAt = z.union([z.string(), z.number()]).optional();
const optionalId = z
  .string()
  .nullish()
  .transform((id) => id ?? undefined);
const eventObject = z.looseObject({ type: z.string() });
const snapshotObject = z.looseObject({ status: z.string().optional() });

const statelyMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('@xstate.actor'),
    sessionId,
    parentId: optionalId,
    name: z.string().optional(),
    systemId: optionalId,
    definition: z.string().optional(),
    snapshot: snapshotObject.optional(),
    createdAt,
  }),
  z.object({
    type: z.literal('@xstate.event'),
    sessionId,
    sourceId: optionalId,
    event: eventObject,
    createdAt,
  }),
  z.object({
    type: z.literal('@xstate.snapshot'),
    sessionId,
    event: eventObject,
    snapshot: snapshotObject,
    createdAt,
  }),
]);

export function parseStatelyMessage(data: unknown, options?: MaskOptions): InspectorRecord | undefined {
  try {
    const parsed = statelyMessage.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    if (!parsed.success) return undefined;
    const message = parsed.data;
    const at = epochMs(message.createdAt);
    switch (message.type) {
      case '@xstate.actor':
        return {
          type: '@xstate.actor',
          sessionId: message.sessionId,
          ...(message.parentId !== undefined ? { parentId: message.parentId } : {}),
          name: message.name || message.sessionId,
          ...(message.systemId !== undefined ? { systemId: message.systemId } : {}),
          ...(message.definition !== undefined
            ? { definition: maskedDefinition(message.definition, options) }
            : {}),
          snapshot: snapshotJson(message.snapshot, options),
          at,
        };
      case '@xstate.event':
        return {
          type: '@xstate.event',
          sessionId: message.sessionId,
          ...(message.sourceId !== undefined ? { sourceId: message.sourceId } : {}),
          event: eventJson(message.event, options),
          at,
        };
      case '@xstate.snapshot':
        return {
          type: '@xstate.snapshot',
          sessionId: message.sessionId,
          event: eventJson(message.event, options),
          snapshot: snapshotJson(message.snapshot, options),
          at,
        };
    }
  } catch {
    return undefined;
  }
}

function epochMs(createdAt: string | number | undefined): number {
  const ms = typeof createdAt === 'string' ? Number(createdAt) : createdAt;
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : Date.now();
}

/**
 * The definition with its initial context masked (a machine may start with a key in it). Nothing
 * else is touched: state names such as `signature` must survive for the machine to be rebuilt.
 */
function maskedDefinition(definition: string, options?: MaskOptions): string {
  try {
    const config: unknown = JSON.parse(definition);
    if (typeof config !== 'object' || config === null || !('context' in config)) return definition;
    return JSON.stringify({ ...config, context: maskSecrets(toJson(config.context, RECORD_DEPTH), options) });
  } catch {
    return definition;
  }
}
