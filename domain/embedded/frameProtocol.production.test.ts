/**
 * Portico's frame protocol against the production one (`@reown/appkit-wallet`'s published
 * `W3mFrameSchema`, a devDependency used only as a parser here), both ways: every app message the host
 * builds parses with production's `appEvent`; every frame message production's `frameEvent` allows is
 * accepted by the host's parser with what it carries; the dev secure site's messages (the same builders)
 * parse with `frameEvent`; and every type name is production's, letter for letter.
 * The transport side (a production reply settles the request it answers) is in
 * headless/frame/frameTransport.production.test.tsx; the EVM provider's side (it forwards only the RPC
 * methods production takes) in headless/connectors/embedded/evmRequestRoute.test.tsx.
 */
import { describe, expect, test } from 'vitest';
import {
  FULL_SIWX_MESSAGE,
  frameMessage,
  PRODUCTION_APP_VARIANTS,
  PRODUCTION_ERROR_PAYLOAD,
  PRODUCTION_FRAME_VARIANTS,
  PRODUCTION_SUCCESS_SAMPLES,
  productionAppEvent,
  productionConstants,
  productionFrameEvent,
} from '../../test-support/productionFrameProtocol.ts';
import { RPC_PARAMS } from '../../test-support/rpcParamSamples.ts';
import { ACCOUNT_TYPES } from '../accountTypes.ts';
import { type AllowedRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '../rpcMethods.ts';
import { SOCIAL_PROVIDERS } from '../socialProviders.ts';
import {
  APP_EVENT_NAMES,
  type AppEventName,
  type AppPayload,
  appEventType,
  buildAppRequest,
  buildFrameError,
  buildFrameReady,
  buildFrameSuccess,
  buildSessionUpdate,
  FRAME_READY,
  FRAME_SESSION_UPDATE,
  type FrameSuccessPayload,
  frameReplyTypes,
  parseFrameReply,
} from './frameProtocol.ts';
import { capabilitiesRequestOf, frameRpcRouteOf } from './frameRpcRoute.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RPC_URL = 'https://rpc.example/v1?chainId=eip155:1&projectId=p1';
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const MINIMAL_SIWX = {
  accountAddress: ADDRESS,
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com',
  version: '1',
  nonce: 'n0nce123',
};

/** What the host sends with each event (RPC_REQUEST's are per method, below). */
const APP_SAMPLES: { [E in Exclude<AppEventName, 'RPC_REQUEST'>]: AppPayload<E>[] } = {
  SWITCH_NETWORK: [{ chainId: 1 }, { chainId: '1' }, { chainId: 31337, rpcUrl: RPC_URL }],
  CONNECT_EMAIL: [{ email: 'ada@example.com' }],
  CONNECT_DEVICE: [undefined],
  CONNECT_OTP: [{ otp: '123456' }],
  CONNECT_SOCIAL: [
    { uri: 'https://secure.example/sdk/oauth?code=c1&state=s1' },
    {
      uri: 'https://secure.example/sdk/oauth?code=c1&state=s1',
      preferredAccountType: 'smartAccount',
      chainId: 8453,
      siwxMessage: FULL_SIWX_MESSAGE,
      rpcUrl: RPC_URL,
    },
    { uri: 'u', preferredAccountType: 'eoa', chainId: SOLANA_CHAIN, siwxMessage: MINIMAL_SIWX },
  ],
  GET_SOCIAL_REDIRECT_URI: SOCIAL_PROVIDERS.map((provider) => ({ provider })),
  GET_USER: [
    undefined,
    { chainId: 1, preferredAccountType: 'eoa', rpcUrl: RPC_URL },
    { chainId: '1', preferredAccountType: 'smartAccount' },
    { chainId: SOLANA_CHAIN, preferredAccountType: 'eoa', rpcUrl: 'https://solana.example' },
    { chainId: 1, socialUri: 'https://secure.example/sdk/oauth?code=c1', siwxMessage: FULL_SIWX_MESSAGE },
    { siwxMessage: MINIMAL_SIWX },
  ],
  SIGN_OUT: [undefined],
  IS_CONNECTED: [undefined, { token: 'session-token' }],
  GET_CHAIN_ID: [undefined],
  UPDATE_EMAIL: [{ email: 'new@example.com' }],
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: '123456' }],
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: '654321' }],
  SYNC_THEME: [
    {},
    { themeMode: 'light' },
    {
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#3396ff', '--w3m-z-index': 100 },
      w3mThemeVariables: { '--w3m-accent': '#3396ff' },
    },
  ],
  SYNC_DAPP_DATA: [
    { sdkVersion: 'html-portico-0.1.0', projectId: 'p1' },
    {
      metadata: { name: 'Demo', description: 'A demo', url: 'https://demo.example', icons: [] },
      sdkVersion: 'react-portico-0.1.0',
      sdkType: 'portico',
      projectId: 'p1',
    },
  ],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [undefined],
  INIT_SMART_ACCOUNT: [undefined],
  SET_PREFERRED_ACCOUNT: ACCOUNT_TYPES.map((type) => ({ type })),
  GET_FARCASTER_URI: [undefined],
  CONNECT_FARCASTER: [undefined],
  RELOAD: [undefined],
  RPC_ABORT: [undefined],
};

/** RPC requests as the embedded wallet's providers build them (eip155: number chain id; solana: CAIP-2). */
function rpcPayloads(method: AllowedRpcMethod): AppPayload<'RPC_REQUEST'>[] {
  const params = RPC_PARAMS[method];
  const withParams = params === undefined ? {} : { params };
  if (method.startsWith('solana_'))
    return [{ method, ...withParams, chainNamespace: 'solana', chainId: SOLANA_CHAIN, rpcUrl: RPC_URL }];
  return [
    { method, ...withParams, chainNamespace: 'eip155', chainId: '31337', rpcUrl: RPC_URL },
    { method, ...withParams, chainNamespace: 'eip155', chainId: 1 },
  ];
}

const ALL_RPC_METHODS = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS];
/** The methods the embedded wallet's providers may send to the frame (frameRpcRoute.ts: the rest never go). */
const FORWARDED_RPC_METHODS = ALL_RPC_METHODS.filter((method) => frameRpcRouteOf(method) === 'frame');
/** wallet_getCapabilities as the app may ask it (EIP-5792: a chain list or none), as the provider sends it. */
const CAPABILITIES_ASKED = [[ADDRESS], [ADDRESS, ['0x1', '0x2105']], undefined];

/** Every sample app message, built as the host builds it, as it arrives (structured clone). */
function builtAppMessages(): { event: AppEventName; message: unknown }[] {
  const build = buildAppRequest as (event: AppEventName, payload?: unknown) => unknown;
  const samples = Object.entries(APP_SAMPLES).flatMap(([event, payloads]) =>
    (payloads as unknown[]).map((payload) => ({ event: event as AppEventName, payload })),
  );
  const rpc = FORWARDED_RPC_METHODS.flatMap((method) =>
    rpcPayloads(method).map((payload) => ({ event: 'RPC_REQUEST' as const, payload })),
  );
  const capabilities = CAPABILITIES_ASKED.map((asked) => ({
    event: 'RPC_REQUEST' as const,
    payload: {
      method: 'wallet_getCapabilities',
      ...(capabilitiesRequestOf(asked) ?? { params: 'refused' }),
      chainNamespace: 'eip155' as const,
      chainId: 1,
    },
  }));
  return [...samples, ...rpc, ...capabilities].map(({ event, payload }) => ({
    event,
    message: structuredClone(build(event, payload)),
  }));
}

/** Why production refuses a message, or undefined when it parses. */
function productionRefusal(schema: typeof productionAppEvent, message: unknown): string | undefined {
  const result = schema.safeParse(message);
  return result.success ? undefined : result.error.message;
}

/** Each built app message with whether production refuses it, parsed once for the whole file. */
const APP_MESSAGES = builtAppMessages().map((built) => ({
  ...built,
  refused: !productionAppEvent.safeParse(built.message).success,
}));

/**
 * The allowed methods (§7, domain/rpcMethods.ts) production's RPC_REQUEST schema does not list: the
 * provider never forwards them (the reads go to the network's RPC, eth_sendUserOperation is refused).
 */
const RPC_METHODS_PRODUCTION_DOES_NOT_LIST = [
  'eth_blobBaseFee',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'eth_sendUserOperation',
];

const rpcRequestOf = (method: string, params: unknown) =>
  buildAppRequest('RPC_REQUEST', { method, params, chainNamespace: 'eip155', chainId: 1 });

describe('every app message Portico sends parses with W3mFrameSchema.appEvent', () => {
  test('the RPC methods the provider does not forward are exactly those production refuses', () => {
    const kept = ALL_RPC_METHODS.filter((method) => !FORWARDED_RPC_METHODS.includes(method));
    expect([...kept].sort()).toEqual([...RPC_METHODS_PRODUCTION_DOES_NOT_LIST].sort());
    for (const method of kept)
      expect(productionRefusal(productionAppEvent, rpcRequestOf(method, RPC_PARAMS[method]))).toBeDefined();
  });

  test("wallet_getCapabilities with a chain list goes out as production's schema has it ([account]); the chains stay with the host", () => {
    // viem's getCapabilities with a chain id asks [account, [chainId]]; production's schema predates
    // EIP-5792's chain list and allows only [account].
    const asked = [ADDRESS, ['0x1']];
    expect(
      productionRefusal(productionAppEvent, rpcRequestOf('wallet_getCapabilities', asked)),
    ).toBeDefined();
    const sent = capabilitiesRequestOf(asked);
    expect(sent).toEqual({ params: [ADDRESS], chains: ['0x1'] });
    expect(
      productionRefusal(productionAppEvent, rpcRequestOf('wallet_getCapabilities', sent?.params)),
    ).toBeUndefined();
    // Params production refuses in any shape are not sent at all.
    const malformed = [ADDRESS, ['base']];
    expect(
      productionRefusal(productionAppEvent, rpcRequestOf('wallet_getCapabilities', malformed)),
    ).toBeDefined();
    expect(capabilitiesRequestOf(malformed)).toBeUndefined();
  });

  test.each(APP_EVENT_NAMES)('%s, with each payload the host sends', (event) => {
    const refused = APP_MESSAGES.filter((built) => built.event === event && built.refused).map(
      ({ message }) => ({ message, refusal: productionRefusal(productionAppEvent, message) }),
    );
    expect(refused).toEqual([]);
  });

  test('production refuses none of them, every RPC method the provider may forward included', () => {
    expect(APP_MESSAGES.filter((built) => built.refused)).toEqual([]);
    const sentMethods = new Set(
      APP_MESSAGES.filter(({ event }) => event === 'RPC_REQUEST').map(
        ({ message }) => (message as { payload: { method: string } }).payload.method,
      ),
    );
    expect(FORWARDED_RPC_METHODS.filter((method) => !sentMethods.has(method))).toEqual([]);
  });

  test('the host sends exactly the app events production knows, and each is covered above', () => {
    const sent = new Set<string>(APP_MESSAGES.map(({ event }) => appEventType(event)));
    const productionTypes = PRODUCTION_APP_VARIANTS.map(({ type }) => type);
    expect(productionTypes.filter((type) => !sent.has(type))).toEqual([]);
    expect([...sent].filter((type) => !productionTypes.includes(type))).toEqual([]);
  });

  test('the host never sends a payload production would refuse: IS_CONNECTED without a token is refused when building', () => {
    expect(
      productionRefusal(productionAppEvent, { type: '@w3m-app/IS_CONNECTED', id: '1', payload: {} }),
    ).toBeDefined();
    expect(() => (buildAppRequest as (e: string, p: unknown) => unknown)('IS_CONNECTED', {})).toThrow(
      /IS_CONNECTED: payload\.token: /,
    );
  });
});

/** Every message production's `frameEvent` allows: the samples, and an error of each _ERROR type. */
function productionFrameMessages(): { type: string; message: Record<string, unknown>; read: unknown }[] {
  const successes = Object.entries(PRODUCTION_SUCCESS_SAMPLES).flatMap(([type, samples]) =>
    samples.flatMap((sample) => {
      const read = 'read' in sample ? sample.read : sample.payload;
      const withId = { type, message: frameMessage(type, sample, 'k3x9a'), read };
      // READY and SESSION_UPDATE answer no request: production may send them without an id.
      const noId = { type, message: frameMessage(type, sample), read };
      return type === FRAME_READY || type === FRAME_SESSION_UPDATE ? [withId, noId] : [withId];
    }),
  );
  const errors = PRODUCTION_FRAME_VARIANTS.filter(({ type }) => type.endsWith('_ERROR')).map(({ type }) => ({
    type,
    message: frameMessage(type, { payload: PRODUCTION_ERROR_PAYLOAD }, 'k3x9a'),
    read: PRODUCTION_ERROR_PAYLOAD,
  }));
  return [...successes, ...errors];
}

const FRAME_MESSAGES = productionFrameMessages();

describe("every frame message the production secure site may send is accepted by Portico's host", () => {
  test('the samples cover every frameEvent variant, and production accepts each of them', () => {
    const messages = FRAME_MESSAGES;
    const covered = new Set(messages.map(({ type }) => type));
    expect(PRODUCTION_FRAME_VARIANTS.map(({ type }) => type).filter((type) => !covered.has(type))).toEqual(
      [],
    );
    const refused = messages.filter(({ message }) => !productionFrameEvent.safeParse(message).success);
    expect(refused).toEqual([]);
  });

  test.each(PRODUCTION_FRAME_VARIANTS.map(({ type }) => type))('%s parses with what it carries', (type) => {
    const messages = FRAME_MESSAGES.filter((message) => message.type === type);
    expect(messages.length).toBeGreaterThan(0);
    for (const { message, read } of messages) {
      const parsed = parseFrameReply(structuredClone(message));
      expect(parsed, JSON.stringify(message)).toMatchObject({ ok: true, message: { type } });
      if (parsed.ok) expect(parsed.message.payload).toEqual(read);
    }
  });

  test('READY as production sends it makes a ready message, with or without id, payload or version', () => {
    for (const data of [
      { type: FRAME_READY, payload: { version: '2.1.0' } },
      { type: FRAME_READY, payload: {} },
      { type: FRAME_READY, id: 'r1', payload: {} },
      // Older frames (and fakes) send none: still ready.
      { type: FRAME_READY },
      { type: FRAME_READY, id: 'r1' },
    ])
      expect(parseFrameReply(data), JSON.stringify(data)).toMatchObject({
        ok: true,
        message: { kind: 'ready' },
      });
  });

  test('the replies production names in its constants but not in its schema are accepted too', () => {
    const unlisted = [
      buildFrameSuccess('INIT_SMART_ACCOUNT', 'k3x9a', { address: ADDRESS, isDeployed: false }),
      { type: productionConstants.FRAME_RPC_ABORT_SUCCESS, id: 'k3x9a' },
      { type: productionConstants.FRAME_RPC_ABORT_ERROR, id: 'k3x9a', payload: PRODUCTION_ERROR_PAYLOAD },
    ];
    for (const data of unlisted) {
      expect(productionRefusal(productionFrameEvent, data)).toBeDefined();
      expect(parseFrameReply(data)).toMatchObject({ ok: true, message: { type: data.type } });
    }
  });
});

/** A success payload of each event, of the type the dev secure site's handlers return. */
const DEV_SUCCESS_PAYLOADS: { [E in AppEventName]: FrameSuccessPayload<E> } = {
  SWITCH_NETWORK: { chainId: 31337 },
  CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: undefined,
  CONNECT_SOCIAL: { address: ADDRESS, chainId: 31337, email: 'ada@example.com', userName: 'ada' },
  GET_SOCIAL_REDIRECT_URI: { uri: 'http://127.0.0.1:4100/oauth/google?state=s1' },
  GET_USER: { address: ADDRESS, chainId: 31337, email: 'ada@example.com', message: 'm', signature: '0x01' },
  SIGN_OUT: undefined,
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 31337 },
  RPC_REQUEST: '0x7a69',
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: undefined,
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  SYNC_THEME: undefined,
  SYNC_DAPP_DATA: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
  INIT_SMART_ACCOUNT: { address: ADDRESS, isDeployed: false },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', address: ADDRESS },
  GET_FARCASTER_URI: { url: 'http://127.0.0.1:4100/farcaster?channelToken=c1' },
  CONNECT_FARCASTER: { userName: 'ada' },
  RELOAD: undefined,
  RPC_ABORT: undefined,
};

/**
 * Replies production's `frameEvent` does not list: INIT_SMART_ACCOUNT's success and RPC_ABORT's (both in
 * production's constants; the dev site answers RPC_ABORT, and the host ignores that answer).
 */
const DEV_REPLIES_PRODUCTION_DOES_NOT_LIST = [
  '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
  '@w3m-frame/RPC_ABORT_SUCCESS',
  '@w3m-frame/RPC_ABORT_ERROR',
];

describe("the dev secure site's messages (the shared builders) parse with W3mFrameSchema.frameEvent", () => {
  const devMessages = () => [
    buildFrameReady(),
    buildFrameReady('0.1.0'),
    buildSessionUpdate('session-token'),
    ...APP_EVENT_NAMES.flatMap((event) => [
      buildFrameSuccess(event, 'k3x9a', DEV_SUCCESS_PAYLOADS[event] as never),
      buildFrameError(event, 'k3x9a', 'Social login is not available on the dev secure site'),
    ]),
  ];

  test('READY, SESSION_UPDATE and every success and error reply parse, but for the listed exceptions', () => {
    const refused = devMessages()
      .map((message) => structuredClone(message))
      .filter((message) => !productionFrameEvent.safeParse(message).success)
      .map(({ type }) => type);
    expect(refused.sort()).toEqual([...DEV_REPLIES_PRODUCTION_DOES_NOT_LIST].sort());
  });

  test("the dev frame's READY is production's: a { version? } payload", () => {
    expect(productionRefusal(productionFrameEvent, structuredClone(buildFrameReady()))).toBeUndefined();
    // What the dev frame sent before: a READY with no payload, which production's schema refuses.
    expect(productionRefusal(productionFrameEvent, { type: FRAME_READY, id: 'r1' })).toBeDefined();
  });
});

describe("the type names are production's", () => {
  const values = Object.values(productionConstants);

  test("every production @w3m-app/ and @w3m-frame/ type is Portico's name of the same event, but a request production no longer takes", () => {
    const portico = new Set<string>([
      FRAME_READY,
      FRAME_SESSION_UPDATE,
      ...APP_EVENT_NAMES.flatMap((event) => [
        appEventType(event),
        frameReplyTypes(event).success,
        frameReplyTypes(event).error,
      ]),
    ]);
    const typed = values.filter((value) => /^@w3m-(app|frame)\/./.test(value));
    expect(typed.length).toBeGreaterThan(60);
    // A name left in production's constants: its appEvent schema refuses it and its secure site never
    // answers it, so Portico's email update polls GET_USER instead.
    expect(typed.filter((type) => !portico.has(type))).toEqual([productionConstants.APP_AWAIT_UPDATE_EMAIL]);
    expect(
      productionRefusal(productionAppEvent, { type: '@w3m-app/AWAIT_UPDATE_EMAIL', id: '1' }),
    ).toBeDefined();
  });

  test("every Portico event's request and reply types are production constants", () => {
    const missing = APP_EVENT_NAMES.flatMap((event) => [
      appEventType(event),
      frameReplyTypes(event).success,
      frameReplyTypes(event).error,
    ]).filter((type) => !values.includes(type));
    expect(missing).toEqual([]);
    expect(values).toContain(FRAME_READY);
    expect(values).toContain(FRAME_SESSION_UPDATE);
  });
});
