/**
 * The host's transport against what the production secure site sends (`@reown/appkit-wallet`'s
 * `W3mFrameSchema.frameEvent`, test-support/productionFrameProtocol.ts): its READY makes the frame ready,
 * each success reply settles the request it answers with what it carries, each error reply rejects it
 * with its message, and what answers nothing is taken silently. One transport, one frame, in jsdom.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type AppPayload, FRAME_READY, FRAME_SESSION_UPDATE } from '../../domain/embedded/frameProtocol.ts';
import {
  frameMessage,
  PRODUCTION_ERROR_PAYLOAD,
  PRODUCTION_FRAME_VARIANTS,
  PRODUCTION_SUCCESS_SAMPLES,
  productionConstants,
  productionFrameEvent,
} from '../../test-support/productionFrameProtocol.ts';
import { createFrameTransport, type FrameRequestEventName, type FrameTransport } from './frameTransport.ts';

const SITE = 'https://secure.example/sdk';
const ORIGIN = 'https://secure.example';

/** One request payload per event the host asks (which one does not matter to the reply). */
const REQUESTS: { [E in FrameRequestEventName]: AppPayload<E> } = {
  SWITCH_NETWORK: { chainId: 31337 },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://secure.example/sdk/oauth?code=c1' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 31337, preferredAccountType: 'eoa' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  SIGN_OUT: undefined,
  IS_CONNECTED: undefined,
  GET_CHAIN_ID: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RPC_REQUEST: { method: 'eth_blockNumber', chainNamespace: 'eip155', chainId: 31337 },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '123456' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '654321' },
  SYNC_THEME: { themeMode: 'dark' },
  SYNC_DAPP_DATA: { sdkVersion: 'react-portico-0.1.0', projectId: 'p1' },
  RELOAD: undefined,
};

const isRequestEvent = (event: string): event is FrameRequestEventName => Object.hasOwn(REQUESTS, event);

/** The event a production reply type answers: `@w3m-frame/GET_USER_SUCCESS` → GET_USER. */
const eventOfReply = (type: string) => type.replace(/^@w3m-frame\//, '').replace(/_(SUCCESS|ERROR)$/, '');

let transport: FrameTransport;
const log = vi.fn<(message: string) => void>();
const posted: { type: string; id: string }[] = [];

const frameWindow = () => {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]');
  if (!iframe?.contentWindow) throw new Error('no frame window');
  return iframe.contentWindow;
};
const deliver = (data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: frameWindow() }));

/** Ask the frame `event`, answer with `reply(id)` as the frame would, and settle. */
async function ask(event: FrameRequestEventName, reply: (id: string) => unknown) {
  const request = (transport.request as (e: string, p?: unknown) => Promise<unknown>)(event, REQUESTS[event]);
  const outcome = request.then(
    (value) => ({ ok: true, value }),
    (error: Error) => ({ ok: false, value: error.message }),
  );
  await vi.advanceTimersByTimeAsync(0);
  const sent = posted.at(-1);
  if (sent?.type !== `@w3m-app/${event}`) throw new Error(`${event} was not posted`);
  deliver(reply(sent.id));
  return outcome;
}

beforeAll(async () => {
  vi.useFakeTimers();
  transport = createFrameTransport({
    secureSite: SITE,
    query: { projectId: 'p1', chainId: 1, version: '4', enableLogger: false },
    emailLoginUsed: true,
    clearLoginCache: () => {},
    log,
  });
  frameWindow().postMessage = ((message: { type: string; id: string }) =>
    void posted.push(message)) as Window['postMessage'];
  // Production's READY: a { version } payload and no id.
  const ready = { type: FRAME_READY, payload: { version: '2.1.0' } };
  expect(productionFrameEvent.safeParse(ready).success).toBe(true);
  deliver(ready);
  // §4 ready = the ready event plus 500 ms.
  await vi.advanceTimersByTimeAsync(500);
});

afterAll(() => {
  transport.stop();
  vi.useRealTimers();
});

describe('the transport takes what the production secure site sends', () => {
  test("production's READY ({ version }, no id) makes the frame ready: a request is posted at once", async () => {
    const answer = await ask('GET_CHAIN_ID', (id) => ({
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      id,
      payload: { chainId: 1 },
    }));
    expect(answer).toEqual({ ok: true, value: { chainId: 1 } });
  });

  test('each success reply production sends settles the request it answers with what it carries', async () => {
    const outcomes: { type: string; payload: unknown; outcome: unknown; read: unknown }[] = [];
    for (const [type, samples] of Object.entries(PRODUCTION_SUCCESS_SAMPLES)) {
      const event = eventOfReply(type);
      if (!type.endsWith('_SUCCESS') || !isRequestEvent(event)) continue;
      for (const sample of samples) {
        const outcome = await ask(event, (id) => frameMessage(type, sample, id));
        const read = 'read' in sample ? sample.read : sample.payload;
        outcomes.push({ type, payload: sample.payload, outcome, read });
      }
    }
    expect(outcomes.length).toBeGreaterThan(30);
    for (const { outcome, read, type } of outcomes)
      expect({ type, outcome }).toEqual({ type, outcome: { ok: true, value: read } });
  });

  test('each error reply production sends rejects the request it answers with its message', async () => {
    const errorTypes = PRODUCTION_FRAME_VARIANTS.map(({ type }) => type).filter(
      (type) => type.endsWith('_ERROR') && isRequestEvent(eventOfReply(type)),
    );
    expect(errorTypes.length).toBeGreaterThan(20);
    for (const type of errorTypes) {
      const event = eventOfReply(type) as FrameRequestEventName;
      const outcome = await ask(event, (id) => frameMessage(type, { payload: PRODUCTION_ERROR_PAYLOAD }, id));
      expect({ type, outcome }).toEqual({
        type,
        outcome: { ok: false, value: PRODUCTION_ERROR_PAYLOAD.message },
      });
    }
  });

  test('what answers no request (SESSION_UPDATE with or without id, READY again, RPC_ABORT replies) is taken silently', () => {
    log.mockClear();
    for (const data of [
      { type: FRAME_SESSION_UPDATE, payload: { token: 't1' } },
      { type: FRAME_SESSION_UPDATE, id: 's1', payload: { token: 't2' } },
      { type: FRAME_READY, payload: {} },
      { type: productionConstants.FRAME_RPC_ABORT_SUCCESS, id: 'a1' },
      { type: productionConstants.FRAME_RPC_ABORT_ERROR, id: 'a1', payload: PRODUCTION_ERROR_PAYLOAD },
    ])
      deliver(data);
    expect(log).not.toHaveBeenCalled();
  });
});
