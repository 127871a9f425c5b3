import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes } from '@solana/kit';
import { createPublicClient, custom } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { caip122Message, createLocalSiwx, messageDataOf } from './localSiwx.ts';

const SIWX_SESSIONS_KEY = STORAGE_KEYS.siwxSessions;

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const site = { domain: 'app.example', uri: 'https://app.example' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

// verifySiweMessage needs a client; an EOA signature is checked without calling it.
const client = createPublicClient({
  transport: custom({
    request: async () => {
      throw new Error('no chain needed for an EOA');
    },
  }),
});

describe('the local sign-in implementation', () => {
  it('eip155: the message round-trips through viem’s parseSiweMessage and verifies with verifySiweMessage', async () => {
    const siwx = createLocalSiwx({ ...site, statement: 'Sign in to the example' });
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:8453' });
    const parsed = parseSiweMessage(message.serializedMessage);
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 8453,
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: message.nonce,
      statement: 'Sign in to the example',
      version: '1',
    });
    expect(parsed.expirationTime?.toISOString()).toBe(message.expirationTime);
    const signature = await account.signMessage({ message: message.serializedMessage });
    await expect(
      verifySiweMessage(client, { message: message.serializedMessage, signature, domain: 'app.example' }),
    ).resolves.toBe(true);
  });

  it('keeps a verified session in storage and finds it for the account and chain only', async () => {
    const storage = memoryStorage();
    const siwx = createLocalSiwx({ ...site, storage });
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    });
    const signature = await account.signMessage({ message: serializedMessage });
    await siwx.addSession({ data, message: serializedMessage, signature });
    expect(JSON.parse(storage.items.get(SIWX_SESSIONS_KEY) ?? '[]')).toHaveLength(1);
    // A new instance over the same storage (a reload) finds it; another chain or account does not.
    const reloaded = createLocalSiwx({ ...site, storage });
    await expect(reloaded.getSessions('eip155:1', account.address.toLowerCase())).resolves.toHaveLength(1);
    await expect(reloaded.getSessions('eip155:8453', account.address)).resolves.toEqual([]);
    await reloaded.revokeSession('eip155:1', account.address);
    await expect(reloaded.getSessions('eip155:1', account.address)).resolves.toEqual([]);
  });

  it('refuses a signature that does not verify, and keeps what was stored', async () => {
    const storage = memoryStorage();
    const siwx = createLocalSiwx({ ...site, storage });
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    });
    const forged = await account.signMessage({ message: `${serializedMessage}!` });
    await expect(siwx.addSession({ data, message: serializedMessage, signature: forged })).rejects.toThrow(
      'The sign-in signature does not verify',
    );
    expect(storage.items.has(SIWX_SESSIONS_KEY)).toBe(false);
  });

  it('stored sessions that do not parse are kept aside under `.unreadable`, reported, and the visitor signs in again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const storage = memoryStorage();
      const foreign = JSON.stringify([{ data: { chainId: 'eip155:1' }, message: 'hi' }]);
      storage.setItem(SIWX_SESSIONS_KEY, foreign);
      const siwx = createLocalSiwx({ ...site, storage });
      await expect(siwx.getSessions('eip155:1', account.address)).resolves.toEqual([]);
      expect(storage.items.get(`${SIWX_SESSIONS_KEY}.unreadable`)).toBe(foreign);
      expect(storage.items.has(SIWX_SESSIONS_KEY)).toBe(false);
      expect(error).toHaveBeenCalledOnce();
      expect(error.mock.calls[0]?.[0]).toMatch(
        /^Portico cannot read the sign-in sessions stored under '@portico\/siwx-sessions' \(0\.data\.accountAddress: .+\): the value was kept as it was under '@portico\/siwx-sessions\.unreadable', and the visitor is asked to sign in again\.$/,
      );
      // The key is clean now: the next read answers no sessions without another report.
      await expect(
        createLocalSiwx({ ...site, storage }).getSessions('eip155:1', account.address),
      ).resolves.toEqual([]);
      expect(error).toHaveBeenCalledOnce();
      // The new sign-in is kept as usual; what was set aside stays as it was.
      const { serializedMessage, ...data } = await siwx.createMessage({
        accountAddress: account.address,
        chainId: 'eip155:1',
      });
      const signature = await account.signMessage({ message: serializedMessage });
      await siwx.addSession({ data, message: serializedMessage, signature });
      await expect(
        createLocalSiwx({ ...site, storage }).getSessions('eip155:1', account.address),
      ).resolves.toHaveLength(1);
      expect(storage.items.get(`${SIWX_SESSIONS_KEY}.unreadable`)).toBe(foreign);
    } finally {
      error.mockRestore();
    }
  });

  it('an expired session is not found', async () => {
    const siwx = createLocalSiwx({ ...site, sessionMs: -1000 });
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    });
    await siwx.addSession({
      data,
      message: serializedMessage,
      signature: await account.signMessage({ message: serializedMessage }),
    });
    await expect(siwx.getSessions('eip155:1', account.address)).resolves.toEqual([]);
  });

  it('solana: a CAIP-122 message signed with ed25519 verifies and is kept', async () => {
    const signer = await generateKeyPairSigner();
    const siwx = createLocalSiwx({ ...site, statement: 'Sign in' });
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const;
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: signer.address,
      chainId,
    });
    expect(serializedMessage).toBe(caip122Message(data));
    expect(serializedMessage).toContain('wants you to sign in with your Solana account:');
    expect(serializedMessage).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    const bytes = await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(serializedMessage));
    await siwx.addSession({ data, message: serializedMessage, signature: getBase58Decoder().decode(bytes) });
    await expect(siwx.getSessions(chainId, signer.address)).resolves.toHaveLength(1);
  });

  it('reads the data of a one-click sign-in’s EIP-4361 message', async () => {
    const siwx = createLocalSiwx(site);
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' });
    expect(messageDataOf(message.serializedMessage, 'eip155:1')).toMatchObject({
      accountAddress: account.address,
      domain: 'app.example',
      nonce: message.nonce,
      expirationTime: message.expirationTime,
    });
  });
});
