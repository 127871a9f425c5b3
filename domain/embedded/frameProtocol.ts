/**
 * The embedded wallet's frame protocol (§3, §4, §7): the postMessage messages between the host app
 * (the modal's frame transport) and the secure site's frame, as the production secure site speaks them.
 *
 * - App → frame: `{ type: '@w3m-app/<EVENT>', id, payload }`.
 * - Frame → app: `{ type: '@w3m-frame/<EVENT>_SUCCESS' | '@w3m-frame/<EVENT>_ERROR', id, payload }`, the
 *   request's id echoed; plus `@w3m-frame/READY` (`payload: { version? }` or none) and
 *   `@w3m-frame/SESSION_UPDATE`, which answer nothing, so their id is optional.
 *
 * Type names and payloads follow `@reown/appkit-wallet`'s published `W3mFrameSchema` (1.8.x): every
 * message the app builds parses with its `appEvent`, and every `frameEvent` it allows parses here
 * (frameProtocol.production.test.ts checks both ways; the one deliberate exception is there).
 *
 * Both sides parse every message with these schemas; whatever fails is dropped with the reason these
 * parsers return (the caller logs it). Origin and source checks are the caller's: a message's shape says
 * nothing about who sent it. Pure: no window, no I/O; `zod/mini` because this is on the modal's load path.
 */
import * as z from 'zod/mini';
import { ACCOUNT_TYPES } from '../accountTypes.ts';
import { KNOWN_CHAIN_NAMESPACES } from '../caip.ts';
import { emailSchema, otpSchema } from '../schemas/emailLogin.ts';
import { socialProviderSchema, themeModeSchema } from '../schemas/enums.ts';

/** Prefix of the app's messages. */
export const APP_EVENT_PREFIX = '@w3m-app/';
/** Prefix of the frame's messages. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/';

// ── Shared pieces ────────────────────────────────────────────────────────────────────────

/** A message id: the random id of a request, echoed by its reply. */
export const messageIdSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** §3: a chain id is a string or a number (eip155 numbers, CAIP-2 references for other namespaces). */
export const frameChainIdSchema = z.union([
  z.int().check(z.positive()),
  z.string().check(z.minLength(1), z.maxLength(128)),
]);

const rpcUrlSchema = z.string().check(z.minLength(1), z.maxLength(2048));
const preferredAccountTypeSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** §3 sign-in message (only its required fields are checked; the rest passes through). */
export const frameSiwxMessageSchema = z.looseObject({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
});

/** Payload of `@w3m-frame/SESSION_UPDATE`, and of IS_CONNECTED when the app names a token. */
export const frameSessionPayloadSchema = z.object({ token: z.string() });

/** Nothing to send: the payload is absent. */
const noPayload = z.optional(z.undefined());
/** A reply whose payload nothing reads: whatever is there is accepted and ignored. */
const ignoredPayload = z.optional(z.unknown());

/** §3 embedded-wallet user payload. */
export const frameUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address: z.string().check(z.minLength(1)),
  chainId: frameChainIdSchema,
  accounts: z.optional(
    z.array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount'] as const) })),
  ),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(z.string()),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(frameSiwxMessageSchema),
  smartAccountDeployed: z.optional(z.boolean()),
});
/** §3 embedded-wallet user payload. */
export type FrameUser = z.infer<typeof frameUserSchema>;

/** §3 RPC request wrapper: the JSON-RPC request plus where it goes. */
export const frameRpcRequestSchema = z.looseObject({
  method: z.string().check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.unknown()),
  chainNamespace: z.enum(KNOWN_CHAIN_NAMESPACES),
  chainId: frameChainIdSchema,
  rpcUrl: z.optional(rpcUrlSchema),
});

const getUserRequestSchema = z.object({
  chainId: z.optional(frameChainIdSchema),
  preferredAccountType: z.optional(preferredAccountTypeSchema),
  socialUri: z.optional(z.string()),
  siwxMessage: z.optional(frameSiwxMessageSchema),
  rpcUrl: z.optional(rpcUrlSchema),
});

/** §4: email connect answers an action. */
export const EMAIL_CONNECT_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const;
/** What the user does next after CONNECT_EMAIL. */
export type EmailConnectAction = (typeof EMAIL_CONNECT_ACTIONS)[number];

/** §4: email update's next step. */
export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const;

// ── App events and their payloads (§3, §7) ──────────────────────────────────────────────

/** Every app event with the schema of its payload. */
export const APP_PAYLOAD_SCHEMAS = {
  SWITCH_NETWORK: z.object({ chainId: frameChainIdSchema, rpcUrl: z.optional(rpcUrlSchema) }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: noPayload,
  CONNECT_OTP: z.object({ otp: otpSchema }),
  CONNECT_SOCIAL: z.object({
    uri: z.string(),
    preferredAccountType: z.optional(preferredAccountTypeSchema),
    chainId: z.optional(frameChainIdSchema),
    siwxMessage: z.optional(frameSiwxMessageSchema),
    rpcUrl: z.optional(rpcUrlSchema),
  }),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  GET_USER: z.optional(getUserRequestSchema),
  SIGN_OUT: noPayload,
  // §7 "token optional": the payload is; production's schema refuses a payload without a token.
  IS_CONNECTED: z.optional(frameSessionPayloadSchema),
  GET_CHAIN_ID: noPayload,
  RPC_REQUEST: frameRpcRequestSchema,
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: otpSchema }),
  SYNC_THEME: z.object({
    themeMode: z.optional(themeModeSchema),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(
      z.object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      }),
    ),
    // Optional, as production's schema has it: the frame takes what production's client may send.
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.string(),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: noPayload,
  INIT_SMART_ACCOUNT: noPayload,
  SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(ACCOUNT_TYPES) }),
  GET_FARCASTER_URI: noPayload,
  CONNECT_FARCASTER: noPayload,
  RELOAD: noPayload,
  RPC_ABORT: noPayload,
} as const;

/** The name of an app event, e.g. `CONNECT_EMAIL`. */
export type AppEventName = keyof typeof APP_PAYLOAD_SCHEMAS;
/** Every app event name. */
export const APP_EVENT_NAMES = Object.keys(APP_PAYLOAD_SCHEMAS) as AppEventName[];
/** The payload of an app event. */
export type AppPayload<E extends AppEventName> = z.infer<(typeof APP_PAYLOAD_SCHEMAS)[E]>;

// ── Frame replies and their payloads ───────────────────────────────────────────────────

/** Every app event with the schema of its success reply's payload. */
export const FRAME_SUCCESS_PAYLOAD_SCHEMAS = {
  SWITCH_NETWORK: z.object({ chainId: frameChainIdSchema }),
  CONNECT_EMAIL: z.object({ action: z.enum(EMAIL_CONNECT_ACTIONS) }),
  CONNECT_DEVICE: ignoredPayload,
  CONNECT_OTP: ignoredPayload,
  CONNECT_SOCIAL: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  GET_USER: frameUserSchema,
  SIGN_OUT: ignoredPayload,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: frameChainIdSchema }),
  // A JSON-RPC result: any JSON value, checked by whoever asked for that method.
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.enum(EMAIL_UPDATE_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: ignoredPayload,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: ignoredPayload,
  SYNC_DAPP_DATA: ignoredPayload,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: z.string(), address: z.string() }),
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  // Production's reply names only the user name; the account itself comes from GET_USER.
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  RELOAD: ignoredPayload,
  RPC_ABORT: ignoredPayload,
} as const satisfies Record<AppEventName, z.ZodMiniType>;

/** The payload of an app event's success reply. */
export type FrameSuccessPayload<E extends AppEventName> = z.infer<(typeof FRAME_SUCCESS_PAYLOAD_SCHEMAS)[E]>;

/** Payload of every `_ERROR` reply. */
export const frameErrorPayloadSchema = z.object({ message: z.string() });
/** Payload of `@w3m-frame/READY`: the secure site's version, when it names one. */
export const frameReadyPayloadSchema = z.object({ version: z.optional(z.string()) });
/** The payload of `@w3m-frame/READY`. */
export type FrameReadyPayload = z.infer<typeof frameReadyPayloadSchema>;

/** `@w3m-frame/READY`: the frame listens. */
export const FRAME_READY = `${FRAME_EVENT_PREFIX}READY` as const;
/** `@w3m-frame/SESSION_UPDATE`: the frame's session changed. */
export const FRAME_SESSION_UPDATE = `${FRAME_EVENT_PREFIX}SESSION_UPDATE` as const;

/** The type string of an app event. */
export function appEventType<E extends AppEventName>(event: E): `@w3m-app/${E}` {
  return `${APP_EVENT_PREFIX}${event}`;
}

/** The type strings of an app event's two replies. */
export function frameReplyTypes<E extends AppEventName>(
  event: E,
): { success: `@w3m-frame/${E}_SUCCESS`; error: `@w3m-frame/${E}_ERROR` } {
  return { success: `${FRAME_EVENT_PREFIX}${event}_SUCCESS`, error: `${FRAME_EVENT_PREFIX}${event}_ERROR` };
}

// ── Message schemas ─────────────────────────────────────────────────────────────────────

function envelope<T extends string, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.object({ type: z.literal(type), id: messageIdSchema, payload });
}

/** The schema of one app message `{ type: '@w3m-app/<event>', id, payload }`. */
export function appMessageSchema<E extends AppEventName>(event: E) {
  return envelope(appEventType(event), APP_PAYLOAD_SCHEMAS[event]);
}

/** The schema of an app event's success reply. */
export function frameSuccessSchema<E extends AppEventName>(event: E) {
  return envelope(frameReplyTypes(event).success, FRAME_SUCCESS_PAYLOAD_SCHEMAS[event]);
}

/** The schema of an app event's error reply. */
export function frameErrorSchema<E extends AppEventName>(event: E) {
  return envelope(frameReplyTypes(event).error, frameErrorPayloadSchema);
}

/** A frame event that answers no request: nothing to match, so its id may be absent. */
function frameEventEnvelope<T extends string, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.object({ type: z.literal(type), id: z.optional(messageIdSchema), payload });
}

/** The schema of `@w3m-frame/READY`: `payload: { version? }` as production sends it, or none. */
export const frameReadySchema = frameEventEnvelope(FRAME_READY, z.optional(frameReadyPayloadSchema));
/** The schema of `@w3m-frame/SESSION_UPDATE`. */
export const frameSessionUpdateSchema = frameEventEnvelope(FRAME_SESSION_UPDATE, frameSessionPayloadSchema);

/** An app message as sent and as parsed. */
export type AppMessage = {
  [E in AppEventName]: { type: `@w3m-app/${E}`; id: string; payload: AppPayload<E> };
}[AppEventName];

/** An app message of one event. */
export type AppMessageOf<E extends AppEventName> = Extract<AppMessage, { type: `@w3m-app/${E}` }>;

/** A frame message, parsed, with what it answers. */
export type FrameReply =
  | {
      [E in AppEventName]: {
        kind: 'success';
        event: E;
        type: `@w3m-frame/${E}_SUCCESS`;
        id: string;
        payload: FrameSuccessPayload<E>;
      };
    }[AppEventName]
  | {
      [E in AppEventName]: {
        kind: 'error';
        event: E;
        type: `@w3m-frame/${E}_ERROR`;
        id: string;
        payload: { message: string };
      };
    }[AppEventName]
  | {
      kind: 'ready';
      type: typeof FRAME_READY;
      id?: string | undefined;
      payload: FrameReadyPayload | undefined;
    }
  | {
      kind: 'sessionUpdate';
      type: typeof FRAME_SESSION_UPDATE;
      id?: string | undefined;
      payload: { token: string };
    };

/** A parse result: the message, or why it was dropped. */
export type ParseResult<T> = { ok: true; message: T } | { ok: false; reason: string };

// ── Parsing ────────────────────────────────────────────────────────────────────────────

// The id is checked per message: requests and replies need one, READY and SESSION_UPDATE need not.
const envelopeSchema = z.object({
  type: z.string(),
  id: z.optional(messageIdSchema),
  payload: z.optional(z.unknown()),
});

function isAppEventName(name: string): name is AppEventName {
  return Object.hasOwn(APP_PAYLOAD_SCHEMAS, name);
}

/** 'payload.email: Invalid email'-style text of a zod error's first issue. */
function reasonOf(error: z.core.$ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return `${prefix}: invalid`;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : prefix;
  return `${where}: ${issue.message}`;
}

function parseEnvelope(
  data: unknown,
): ParseResult<{ type: string; id?: string | undefined; payload?: unknown }> {
  if (typeof data !== 'object' || data === null) return { ok: false, reason: 'not an object' };
  const result = envelopeSchema.safeParse(data);
  if (!result.success) return { ok: false, reason: reasonOf(result.error, 'message') };
  return { ok: true, message: result.data };
}

/**
 * Parses what the frame received: an app message of a known event with a valid payload, or the reason
 * to drop it.
 */
export function parseAppMessage(data: unknown): ParseResult<AppMessage> {
  const head = parseEnvelope(data);
  if (!head.ok) return head;
  const { type } = head.message;
  if (!type.startsWith(APP_EVENT_PREFIX)) return { ok: false, reason: `type: not an app event: ${type}` };
  const event = type.slice(APP_EVENT_PREFIX.length);
  if (!isAppEventName(event)) return { ok: false, reason: `type: unknown app event: ${type}` };
  const result = appMessageSchema(event).safeParse(data);
  if (!result.success) return { ok: false, reason: reasonOf(result.error, 'payload') };
  return { ok: true, message: result.data as AppMessage };
}

/**
 * Parses what the app received from the frame: a success or error reply of a known event, READY or
 * SESSION_UPDATE, or the reason to drop it.
 */
export function parseFrameReply(data: unknown): ParseResult<FrameReply> {
  const head = parseEnvelope(data);
  if (!head.ok) return head;
  const { type } = head.message;
  if (type === FRAME_READY) {
    const result = frameReadySchema.safeParse(data);
    if (!result.success) return { ok: false, reason: reasonOf(result.error, 'payload') };
    const { id, payload } = result.data;
    return { ok: true, message: { kind: 'ready', type: FRAME_READY, id, payload } };
  }
  if (type === FRAME_SESSION_UPDATE) {
    const result = frameSessionUpdateSchema.safeParse(data);
    if (!result.success) return { ok: false, reason: reasonOf(result.error, 'payload') };
    return { ok: true, message: { kind: 'sessionUpdate', ...result.data } };
  }
  if (!type.startsWith(FRAME_EVENT_PREFIX)) return { ok: false, reason: `type: not a frame event: ${type}` };
  const rest = type.slice(FRAME_EVENT_PREFIX.length);
  const kind = rest.endsWith('_SUCCESS') ? 'success' : rest.endsWith('_ERROR') ? 'error' : undefined;
  const event = kind ? rest.slice(0, rest.length - (kind === 'success' ? 8 : 6)) : '';
  if (!kind || !isAppEventName(event)) return { ok: false, reason: `type: unknown frame event: ${type}` };
  const schema = kind === 'success' ? frameSuccessSchema(event) : frameErrorSchema(event);
  const result = schema.safeParse(data);
  if (!result.success) return { ok: false, reason: reasonOf(result.error, 'payload') };
  return { ok: true, message: { kind, event, ...result.data } as FrameReply };
}

// ── Building ───────────────────────────────────────────────────────────────────────────

/** A fresh random message id. */
export function newMessageId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Builds an app request `{ type, id, payload }`, its payload checked against the event's schema (a bad
 * one throws: the app must never send what the frame would drop).
 */
export function buildAppRequest<E extends AppEventName>(
  event: E,
  ...[payload, id = newMessageId()]: undefined extends AppPayload<E>
    ? [payload?: AppPayload<E>, id?: string]
    : [payload: AppPayload<E>, id?: string]
): AppMessageOf<E> {
  const message = { type: appEventType(event), id, payload };
  const result = appMessageSchema(event).safeParse(message);
  if (!result.success) throw new TypeError(`${event}: ${reasonOf(result.error, 'payload')}`);
  return result.data as AppMessageOf<E>;
}

/** The frame's success reply to a request. */
export function buildFrameSuccess<E extends AppEventName>(
  event: E,
  id: string,
  payload: FrameSuccessPayload<E>,
): { type: `@w3m-frame/${E}_SUCCESS`; id: string; payload: FrameSuccessPayload<E> } {
  return { type: frameReplyTypes(event).success, id, payload };
}

/** The frame's error reply to a request. */
export function buildFrameError<E extends AppEventName>(
  event: E,
  id: string,
  message: string,
): { type: `@w3m-frame/${E}_ERROR`; id: string; payload: { message: string } } {
  return { type: frameReplyTypes(event).error, id, payload: { message } };
}

/** `@w3m-frame/READY` as production's schema has it: a `{ version? }` payload. */
export function buildFrameReady(version?: string): {
  type: typeof FRAME_READY;
  id: string;
  payload: FrameReadyPayload;
} {
  return { type: FRAME_READY, id: newMessageId(), payload: version === undefined ? {} : { version } };
}

/** `@w3m-frame/SESSION_UPDATE` with the frame's session token. */
export function buildSessionUpdate(token: string): {
  type: typeof FRAME_SESSION_UPDATE;
  id: string;
  payload: { token: string };
} {
  return { type: FRAME_SESSION_UPDATE, id: newMessageId(), payload: { token } };
}

/** The event an app message carries, e.g. `CONNECT_EMAIL` for `@w3m-app/CONNECT_EMAIL`. */
export function eventOf<M extends AppMessage>(message: M): AppEventName {
  return message.type.slice(APP_EVENT_PREFIX.length) as AppEventName;
}
