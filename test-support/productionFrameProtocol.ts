/**
 * The production embedded-wallet protocol, as `@reown/appkit-wallet` (a devDependency, 1.8.x) publishes
 * it: its `W3mFrameSchema` (zod 3) as a parser, its type names, and messages the production secure site
 * may send, each one its `frameEvent` schema allows. Tests only: shipped code never imports this.
 */
import { W3mFrameConstants, W3mFrameSchema } from '@reown/appkit-wallet';

/** The few zod 3 features these tests use; the package's own types are too deep to instantiate cheaply. */
interface Zod3Schema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { message: string } };
  _def: { typeName: string; options?: Zod3Schema[] };
  shape?: { type?: { value?: unknown }; payload?: unknown };
}

const schemas = W3mFrameSchema as unknown as { appEvent: Zod3Schema; frameEvent: Zod3Schema };

/** Production's parser of the app's messages (what the secure site checks). */
export const productionAppEvent = schemas.appEvent;
/** Production's parser of the frame's messages (what the host app checks). */
export const productionFrameEvent = schemas.frameEvent;
/** Production's type strings by constant name (`APP_CONNECT_EMAIL: '@w3m-app/CONNECT_EMAIL'`, …). */
export const productionConstants = W3mFrameConstants as Record<string, string>;

/** The union's members, its nested `.or()` chains flattened. */
function variantsOf(schema: Zod3Schema): Zod3Schema[] {
  if (schema._def.typeName !== 'ZodUnion') return [schema];
  return (schema._def.options ?? []).flatMap(variantsOf);
}

/** One message variant of a production schema: its type and whether it declares a payload. */
export interface ProductionVariant {
  type: string;
  hasPayload: boolean;
}

function describeVariants(schema: Zod3Schema): ProductionVariant[] {
  return variantsOf(schema).map((variant) => {
    const type = variant.shape?.type?.value;
    if (typeof type !== 'string') throw new TypeError('a production variant without a literal type');
    return { type, hasPayload: variant.shape?.payload !== undefined };
  });
}

/** Every app message variant production's `appEvent` knows. */
export const PRODUCTION_APP_VARIANTS = describeVariants(productionAppEvent);
/** Every frame message variant production's `frameEvent` knows. */
export const PRODUCTION_FRAME_VARIANTS = describeVariants(productionFrameEvent);

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SMART_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** A §3 sign-in message with every field production names. */
export const FULL_SIWX_MESSAGE = {
  serializedMessage: 'example.com wants you to sign in…',
  accountAddress: ADDRESS,
  chainId: 'eip155:1',
  notBefore: '2025-01-01T00:00:00.000Z',
  domain: 'example.com',
  uri: 'https://example.com',
  version: '1',
  nonce: 'n0nce123',
  statement: 'Sign in',
  resources: ['https://example.com/terms'],
  requestId: 'r1',
  issuedAt: '2025-01-01T00:00:00.000Z',
  expirationTime: '2025-01-02T00:00:00.000Z',
};

/** A user reply as production's GET_USER_SUCCESS schema has it, every field there. */
const FULL_USER = {
  email: 'ada@example.com',
  address: ADDRESS,
  chainId: 1,
  smartAccountDeployed: true,
  accounts: [
    { address: ADDRESS, type: 'eoa' },
    { address: SMART_ADDRESS, type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
  signature: '0xabcdef',
  message: 'example.com wants you to sign in…',
  siwxMessage: FULL_SIWX_MESSAGE,
};

/** A sample payload, and what the app must read from it when that differs (unknown fields dropped). */
export interface FrameSample {
  payload?: unknown;
  /** Present when the app reads less than was sent. */
  read?: unknown;
}

/**
 * Payloads the production secure site may send with each success event (and SESSION_UPDATE, READY),
 * keyed by production's type. `undefined` stands for no payload. Every entry parses with `frameEvent`.
 */
export const PRODUCTION_SUCCESS_SAMPLES: Record<string, FrameSample[]> = {
  '@w3m-frame/SWITCH_NETWORK_SUCCESS': [{ payload: { chainId: 31337 } }, { payload: { chainId: '31337' } }],
  '@w3m-frame/CONNECT_EMAIL_SUCCESS': [
    { payload: { action: 'VERIFY_DEVICE' } },
    { payload: { action: 'VERIFY_OTP' } },
    { payload: { action: 'CONNECT' } },
  ],
  '@w3m-frame/GET_FARCASTER_URI_SUCCESS': [
    { payload: { url: 'https://farcaster.xyz/~/siwf?channelToken=c1' } },
  ],
  '@w3m-frame/CONNECT_FARCASTER_SUCCESS': [
    { payload: { userName: 'ada' } },
    // The frame may send the whole user; the app reads only the name (the account comes from GET_USER).
    { payload: { userName: 'ada', address: ADDRESS, chainId: 1 }, read: { userName: 'ada' } },
  ],
  '@w3m-frame/CONNECT_OTP_SUCCESS': [{ payload: undefined }],
  '@w3m-frame/CONNECT_DEVICE_SUCCESS': [{ payload: undefined }],
  '@w3m-frame/CONNECT_SOCIAL_SUCCESS': [
    { payload: { address: ADDRESS, chainId: 1 } },
    { payload: { address: ADDRESS, chainId: 'eip155:1', email: null, userName: null } },
    {
      payload: {
        email: 'ada@example.com',
        address: ADDRESS,
        chainId: 8453,
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        userName: 'ada_x',
        preferredAccountType: 'eoa',
        signature: '0xabcdef',
        message: 'example.com wants you to sign in…',
        siwxMessage: FULL_SIWX_MESSAGE,
      },
    },
  ],
  '@w3m-frame/GET_USER_SUCCESS': [
    { payload: { address: ADDRESS, chainId: 1 } },
    { payload: { address: ADDRESS, chainId: '31337', email: null } },
    { payload: FULL_USER },
    { payload: { address: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', chainId: SOLANA_CHAIN } },
    // A field this release does not name is dropped, not refused.
    {
      payload: { address: ADDRESS, chainId: 1, isSmartAccountEnabled: false },
      read: { address: ADDRESS, chainId: 1 },
    },
  ],
  '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS': [
    { payload: { uri: 'https://accounts.google.com/o/oauth2/v2/auth?state=s1' } },
  ],
  '@w3m-frame/SIGN_OUT_SUCCESS': [{ payload: undefined }],
  '@w3m-frame/IS_CONNECTED_SUCCESS': [
    { payload: { isConnected: true } },
    { payload: { isConnected: false } },
  ],
  '@w3m-frame/GET_CHAIN_ID_SUCCESS': [{ payload: { chainId: 1 } }, { payload: { chainId: '1' } }],
  '@w3m-frame/RPC_REQUEST_SUCCESS': [
    { payload: '0x1b4' },
    { payload: null },
    { payload: ['0xabc'] },
    { payload: { blockHash: '0x01', status: '0x1' } },
  ],
  '@w3m-frame/SESSION_UPDATE': [{ payload: { token: 'session-token' } }],
  '@w3m-frame/UPDATE_EMAIL_SUCCESS': [
    { payload: { action: 'VERIFY_PRIMARY_OTP' } },
    { payload: { action: 'VERIFY_SECONDARY_OTP' } },
  ],
  '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS': [{ payload: undefined }],
  '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS': [{ payload: { newEmail: 'new@example.com' } }],
  '@w3m-frame/SYNC_THEME_SUCCESS': [{ payload: undefined }],
  '@w3m-frame/SYNC_DAPP_DATA_SUCCESS': [{ payload: undefined }],
  '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS': [
    { payload: { smartAccountEnabledNetworks: [1, 8453, 11155111] } },
    { payload: { smartAccountEnabledNetworks: [] } },
  ],
  '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS': [
    { payload: { type: 'smartAccount', address: SMART_ADDRESS } },
    { payload: { type: 'eoa', address: ADDRESS } },
  ],
  '@w3m-frame/READY': [{ payload: {} }, { payload: { version: '2.1.0' } }],
  '@w3m-frame/RELOAD_SUCCESS': [{ payload: undefined }],
};

/** A frame message of `type` with `sample`'s payload (none when undefined) and, if given, an id. */
export function frameMessage(type: string, sample: FrameSample, id?: string): Record<string, unknown> {
  return {
    type,
    ...(id === undefined ? {} : { id }),
    ...(sample.payload === undefined ? {} : { payload: sample.payload }),
  };
}

/** The error payload production's frame sends (§8 texts reach the modal through it). */
export const PRODUCTION_ERROR_PAYLOAD = { message: 'Unauthorized: origin not allowed' };
