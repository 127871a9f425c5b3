/**
 * The embedded wallet's EIP-1193 provider, on a real engine logged in to a stand-in of the secure
 * site's frame (test-support/fakeSecureFrame.ts), sends the frame only what production's secure site
 * takes (`@reown/appkit-wallet`'s W3mFrameSchema.appEvent): the reads production lacks go to the
 * network's RPC (the stubbed fetch of test-support/testing.tsx), eth_sendUserOperation is refused as
 * unsupported, wallet_getCapabilities goes as [account] and its answer is cut to the chains asked.
 * (A .tsx test only to run in the DOM project: the frame transport needs a document.)
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { FRAME_UNSUPPORTED_METHODS, NETWORK_READ_METHODS } from '../../../domain/embedded/frameRpcRoute.ts';
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '../../../domain/rpcMethods.ts';
import {
  FAKE_ADDRESS,
  FAKE_CODES,
  type FakeSecureFrame,
  installFakeSecureFrame,
} from '../../../test-support/fakeSecureFrame.ts';
import { productionAppEvent } from '../../../test-support/productionFrameProtocol.ts';
import { RPC_PARAMS } from '../../../test-support/rpcParamSamples.ts';
import { connectionOf, engineOf, stubCloud, testModal } from '../../../test-support/testing.tsx';
import { emailLoginActorOf, submitEmail, submitEmailCode } from '../../index.ts';

const SECURE_SITE = 'https://secure.test/sdk';

interface Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}
interface RpcMessage {
  type: string;
  payload: { method: string; params?: unknown; rpcUrl?: string };
}

let frame: FakeSecureFrame | undefined;
let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  frame?.stop();
  frame = undefined;
  destroy = undefined;
  localStorage.clear();
});

/** The embedded wallet's provider, logged in by email, with the fake frame and the stubbed fetch. */
async function embeddedProvider() {
  localStorage.clear();
  const cloud = stubCloud();
  const fake = installFakeSecureFrame(new URL(SECURE_SITE).origin);
  frame = fake;
  const modal = testModal({ endpoints: { api: 'http://cloud.test', secureSite: SECURE_SITE } });
  destroy = () => modal.destroy();
  await act(() => submitEmail(modal, 'visitor@example.com'));
  const engine = engineOf(modal);
  await waitFor(() =>
    expect(emailLoginActorOf(engine.actor.getSnapshot())?.getSnapshot().value).toBe('enteringCode'),
  );
  act(() => submitEmailCode(modal, FAKE_CODES.login));
  await waitFor(() => expect(connectionOf(engine, 'eip155')?.getSnapshot().context.status).toBe('connected'));
  const provider = engine.provider('eip155') as unknown as Provider;
  return { provider, frame: fake, fetchMock: cloud.fetchMock };
}

/** The RPC requests posted to the frame since message `from`. */
const rpcMessagesOf = (fake: FakeSecureFrame, from = 0) =>
  fake.received
    .slice(from)
    .filter((data) => (data as RpcMessage).type === '@w3m-app/RPC_REQUEST') as RpcMessage[];

/** Ask `method`; a request that reaches the frame is answered with an error, as a rejected one would be. */
async function ask(provider: Provider, fake: FakeSecureFrame, method: string, params?: unknown) {
  const before = rpcMessagesOf(fake).length;
  let settled = false;
  const outcome = provider.request({ method, ...(params === undefined ? {} : { params }) }).then(
    (value) => ({ value }),
    (error: { message: string; code?: number }) => ({ error }),
  );
  void outcome.then(() => {
    settled = true;
  });
  await waitFor(() => expect(settled || rpcMessagesOf(fake).length > before).toBe(true));
  if (!settled) await fake.answerRpc({ error: 'Rejected in the test' });
  return outcome;
}

describe("the embedded wallet's provider sends the frame only what production takes", () => {
  test('every RPC request it sends to the frame parses with W3mFrameSchema.appEvent, for every allowed EVM method', async () => {
    const { provider, frame: fake } = await embeddedProvider();
    const methods = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS].filter(
      (method) => !method.startsWith('solana_'),
    );
    for (const method of methods) await ask(provider, fake, method, RPC_PARAMS[method]);
    await ask(provider, fake, 'wallet_getCapabilities', [FAKE_ADDRESS, ['0x1', '0x2105']]);

    const sent = rpcMessagesOf(fake);
    const refused = sent.filter((message) => !productionAppEvent.safeParse(message).success);
    expect(refused).toEqual([]);
    // Those the frame never gets: the network reads, the unsupported method, and the two the
    // connection itself answers.
    const notSent = methods.filter((method) => !sent.some((message) => message.payload.method === method));
    expect(notSent.sort()).toEqual(
      [...NETWORK_READ_METHODS, ...FRAME_UNSUPPORTED_METHODS, 'eth_accounts', 'eth_chainId'].sort(),
    );
  });

  test("the reads production lacks are answered by the network's own RPC, the URL the frame is given", async () => {
    const { provider, frame: fake, fetchMock } = await embeddedProvider();
    // The network's RPC URL, as the frame gets it with each request.
    await ask(provider, fake, 'eth_blockNumber');
    const rpcUrl = rpcMessagesOf(fake).at(-1)?.payload.rpcUrl;
    expect(rpcUrl).toMatch(/^https?:\/\//);
    const before = fake.received.length;

    expect(await ask(provider, fake, 'net_listening')).toEqual({ value: true });
    for (const method of NETWORK_READ_METHODS) {
      // The stubbed RPC answers null to the others: what the network says is what the app gets.
      if (method !== 'net_listening') expect(await ask(provider, fake, method)).toEqual({ value: null });
      const asked = fetchMock.mock.calls.filter(
        ([input, init]) => String(input) === rpcUrl && String(init?.body).includes(`"method":"${method}"`),
      );
      expect(asked.length, method).toBeGreaterThan(0);
    }
    expect(rpcMessagesOf(fake, before)).toEqual([]);
  });

  test('eth_sendUserOperation is refused as unsupported (EIP-1193 4200) before the frame', async () => {
    const { provider, frame: fake } = await embeddedProvider();
    const before = fake.received.length;
    const outcome = await ask(provider, fake, 'eth_sendUserOperation', [
      { sender: FAKE_ADDRESS },
      FAKE_ADDRESS,
    ]);
    expect(outcome).toEqual({
      error: expect.objectContaining({ code: 4200, message: 'Requested RPC call is not allowed' }),
    });
    expect(fake.received.slice(before)).toEqual([]);
  });

  test('wallet_getCapabilities with a chain list goes as [account]; the answer is cut to the chains asked', async () => {
    const { provider, frame: fake } = await embeddedProvider();
    const before = fake.received.length;
    const asking = provider.request({ method: 'wallet_getCapabilities', params: [FAKE_ADDRESS, ['0x1']] });
    await fake.answerRpc({
      result: { '0x1': { atomic: { status: 'supported' } }, '0x2105': { atomic: { status: 'unsupported' } } },
    });
    expect(await asking).toEqual({ '0x1': { atomic: { status: 'supported' } } });
    const [sent] = rpcMessagesOf(fake, before);
    expect(sent?.payload.params).toEqual([FAKE_ADDRESS]);

    // Params production refuses in any shape: not allowed, with JSON-RPC's invalid params code (-32602),
    // and the frame gets nothing.
    const refused = await ask(provider, fake, 'wallet_getCapabilities', [FAKE_ADDRESS, ['base']]);
    expect(refused).toEqual({
      error: expect.objectContaining({ code: -32602, message: 'Requested RPC call is not allowed' }),
    });
    expect(rpcMessagesOf(fake, before)).toHaveLength(1);
  });
});
