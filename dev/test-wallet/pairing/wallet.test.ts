import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit';
import { createPublicClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalView } from './options.ts';
import {
  cleanup,
  dapp,
  deferred,
  EVM_ACCOUNT,
  EVM_METHODS,
  type Harness,
  nextEvent,
  propose,
  SOLANA_ACCOUNT,
  startHarness,
  stopHarness,
  wallet,
} from './test-helpers.ts';

// A real dapp sign-client and the pairing wallet over the dev relay, signing against dev/chain.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterEach(() => cleanup(h));
afterAll(() => stopHarness(h));

/** Pair a policy-approve wallet with a new dapp; the dapp's session and both ends. */
async function connected() {
  const app = await dapp(h);
  const proposals: ProposalView[] = [];
  const w = await wallet(h, { onProposal: (view) => proposals.push(view) });
  const { uri, approval } = await propose(h, app);
  await w.pair(uri ?? '');
  const session = await approval();
  return { app, w, session, proposal: proposals[0] };
}

const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    Greeting: [{ name: 'text', type: 'string' }],
  },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const;

describe('pairing wallet (policy approve) with a real dapp sign-client', () => {
  it('pairs from the URI and settles a session with the supported requested chains', async () => {
    const { session, proposal, w } = await connected();
    expect(proposal?.app.name).toBe('Portico dev dapp');
    expect(proposal?.validation).toBe('UNKNOWN');
    // sign-client 2.25 dapps send their required namespaces as optional ones: nothing arrives as required.
    expect(proposal?.requiredChains).toEqual([]);
    expect(proposal?.optionalChains).toEqual(['eip155:31337', 'eip155:31338', h.chains.solana.caip2Id]);
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${EVM_ACCOUNT.address}`);
    expect(session.namespaces.solana?.accounts).toEqual([
      `${h.chains.solana.caip2Id}:${SOLANA_ACCOUNT.address}`,
    ]);
    expect(session.namespaces.eip155?.methods).toContain('wallet_addEthereumChain');
    expect(w.sessions().map((s) => s.topic)).toEqual([session.topic]);
  });

  it('answers personal_sign and eth_signTypedData_v4 with signatures viem verifies', async () => {
    const { app, session } = await connected();
    const message = 'hello from Portico';
    const signature = (await app.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'personal_sign',
        params: [`0x${Buffer.from(message).toString('hex')}`, EVM_ACCOUNT.address],
      },
    })) as Hex;
    expect(await verifyMessage({ address: EVM_ACCOUNT.address, message, signature })).toBe(true);

    const typed = (await app.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_signTypedData_v4', params: [EVM_ACCOUNT.address, JSON.stringify(TYPED_DATA)] },
    })) as Hex;
    expect(await verifyTypedData({ address: EVM_ACCOUNT.address, ...TYPED_DATA, signature: typed })).toBe(
      true,
    );
  });

  it('eth_sendTransaction signs, sends to the local chain and moves funds', async () => {
    const { app, session } = await connected();
    const chain = h.chains.evm[1];
    if (!chain) throw new Error('no second anvil');
    const client = createPublicClient({ transport: http(chain.url) });
    const to = '0x000000000000000000000000000000000000bEEF';
    const before = await client.getBalance({ address: to });
    const hash = (await app.request({
      topic: session.topic,
      chainId: chain.caip2Id,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: EVM_ACCOUNT.address, to, value: `0x${parseEther('1.5').toString(16)}` }],
      },
    })) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1.5'));
  });

  it('wallet_switchEthereumChain: 31338 answers null and emits chainChanged; 999999 is 4902', async () => {
    const { app, session } = await connected();
    const event = nextEvent<{ params: { event: { name: string; data: unknown }; chainId: string } }>((l) =>
      app.once('session_event', l),
    );
    const switched = await app.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    });
    expect(switched).toBeNull();
    const { params } = await event;
    expect(params.event).toEqual({ name: 'chainChanged', data: 31338 });
    expect(params.chainId).toBe('eip155:31338');

    await expect(
      app.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xf423f' }] },
      }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('solana_signMessage returns a base58 signature that verifies', async () => {
    const { app, session } = await connected();
    const message = new TextEncoder().encode('sign in to Portico');
    const result = (await app.request({
      topic: session.topic,
      chainId: h.chains.solana.caip2Id,
      request: {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey: SOLANA_ACCOUNT.address },
      },
    })) as { signature: string };
    const key = await getPublicKeyFromAddress(address(SOLANA_ACCOUNT.address));
    const signature = new Uint8Array(getBase58Encoder().encode(result.signature)) as SignatureBytes;
    expect(await verifySignature(key, signature, message)).toBe(true);
  });

  it('emitChainChanged and emitAccountsChanged reach the dapp as session_event', async () => {
    const { app, session, w } = await connected();
    const chainEvent = nextEvent<{ params: { event: { name: string; data: unknown } } }>((l) =>
      app.once('session_event', l),
    );
    await w.emitChainChanged(session.topic, 31338);
    expect((await chainEvent).params.event).toEqual({ name: 'chainChanged', data: 31338 });

    const accountsEvent = nextEvent<{ params: { event: { name: string; data: unknown }; chainId: string } }>(
      (l) => app.once('session_event', l),
    );
    await w.emitAccountsChanged(session.topic, [EVM_ACCOUNT.address]);
    const { params } = await accountsEvent;
    expect(params.event).toEqual({ name: 'accountsChanged', data: [EVM_ACCOUNT.address] });
    expect(params.chainId).toBe('eip155:31338');
  });

  it('disconnect from the wallet: the dapp sees session_delete', async () => {
    const { app, session, w } = await connected();
    const deleted = nextEvent<{ topic: string }>((l) => app.once('session_delete', l));
    await w.disconnect(session.topic);
    expect((await deleted).topic).toBe(session.topic);
    expect(w.sessions()).toEqual([]);
  });
});

describe('pairing wallet policies and refusals', () => {
  it('policy reject: the dapp approval rejects', async () => {
    const app = await dapp(h);
    const w = await wallet(h, { policy: 'reject' });
    const { uri, approval } = await propose(h, app);
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5000 });
    await w.pair(uri ?? '');
    await rejected;
  });

  it('a proposal for no chain the wallet has is refused with 5100', async () => {
    const app = await dapp(h);
    const w = await wallet(h);
    const { uri, approval } = await app.connect({
      requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: EVM_METHODS, events: [] } },
    });
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5100 });
    await w.pair(uri ?? '');
    await rejected;
  });

  it('policy manual: the proposal and requests wait for approve/reject', async () => {
    const app = await dapp(h);
    const proposal = deferred<ProposalView>();
    const requested = deferred<number>();
    const w = await wallet(h, {
      policy: 'manual',
      onProposal: proposal.resolve,
      onRequest: (view) => requested.resolve(view.id),
    });
    const { uri, approval } = await propose(h, app);
    await w.pair(uri ?? '');
    const view = await proposal.promise;
    expect(w.waiting().proposals.map((p) => p.id)).toEqual([view.id]);
    const [session, settled] = await Promise.all([approval(), w.approve(view.id)]);
    expect(settled.topic).toBe(session.topic);

    const pending = app.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68690a', EVM_ACCOUNT.address] },
    });
    const refused = expect(pending).rejects.toMatchObject({ code: 4001 });
    await w.rejectRequest(await requested.promise);
    await refused;
  });

  it('reports VALID or INVALID from a verify stand-in', async () => {
    for (const [origin, expected] of [
      ['http://127.0.0.1:5173', 'VALID'],
      ['https://evil.example', 'INVALID'],
    ] as const) {
      const app = await dapp(h);
      const seen = deferred<ProposalView>();
      const w = await wallet(h, {
        policy: 'reject',
        onProposal: seen.resolve,
        verify: async () => ({ origin }),
      });
      const { uri, approval } = await propose(h, app);
      approval().catch(() => {});
      await w.pair(uri ?? '');
      expect((await seen.promise).validation).toBe(expected);
    }
  });
});
