import { describe, expect, it } from 'vitest';
import { fakeSignClient } from '../../../test-support/fakeSignClient.ts';
import { createWalletConnectProvider } from './provider.ts';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const session = {
  topic: 'session-topic',
  peer: { metadata: { name: 'Test Wallet', description: '', url: 'https://wallet.example', icons: [] } },
  namespaces: {
    eip155: {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${ADDRESS}`],
      methods: ['personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
    },
  },
};

describe('requests over a pairing session (§5 request: chain in session)', () => {
  it('a method the session allows goes to the wallet on a chain of the session', async () => {
    const { client, sent } = fakeSignClient(session, '0xsigned');
    const provider = createWalletConnectProvider(client, session.topic);
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).resolves.toBe(
      '0xsigned',
    );
    expect(sent).toEqual([
      {
        topic: 'session-topic',
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x00', ADDRESS] },
      },
    ]);
  });

  it("on a chain the session does not hold it fails with 'Unsupported chain' and nothing is sent", async () => {
    const { client, sent } = fakeSignClient(session);
    const provider = createWalletConnectProvider(client, session.topic, { chainId: 'eip155:10' });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] }),
    ).rejects.toMatchObject({
      name: 'PorticoError',
      message: 'Unsupported chain',
    });
    expect(sent).toEqual([]);
  });
});
