/**
 * The server sign-in implementation against the real dev/cloud (HTTP, SQLite) and a real anvil for
 * contract accounts.
 */
import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes } from '@solana/kit';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import type { SiwxConfig } from '../../domain/siwx.ts';
import { contractAccount, counterfactualSignature } from '../../test-support/contractAccount.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { type CloudSiwxOptions, createCloudSiwx } from './cloudSiwx.ts';
import { siwxImplementation } from './siwxLogic.ts';

const CLOUD_SIWX_SESSIONS_KEY = STORAGE_KEYS.siwxCloudSessions;
const PROJECT = 'portico-dev-project';
const CHAIN = 'eip155:31337' as const;
const SOLANA = 'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq' as const;
const site = { domain: 'localhost:5173', uri: 'http://localhost:5173' };
const account = privateKeyToAccount(EVM_ACCOUNTS[2]?.privateKey ?? '0x');
const stranger = privateKeyToAccount(EVM_ACCOUNTS[3]?.privateKey ?? '0x');

let chain: RunningAnvil;
let cloud: RunningCloud;
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { [CHAIN]: chain.url, [SOLANA]: 'http://127.0.0.1:9' },
  });
});
afterAll(async () => {
  await cloud.close();
  await chain.close();
});

function siwxOn(storage = memoryStorage(), options: Partial<CloudSiwxOptions> = {}) {
  return createCloudSiwx({ apiUrl: cloud.url, projectId: PROJECT, ...site, storage, ...options });
}

/** Signs in `signer` through `siwx` the way the statechart's actors do. */
async function signIn(siwx: SiwxConfig, signer = account, accountAddress: string = signer.address) {
  const { serializedMessage, ...data } = await siwx.createMessage({ accountAddress, chainId: CHAIN });
  const signature = await signer.signMessage({ message: serializedMessage });
  await siwx.addSession({ data, message: serializedMessage, signature });
  return { data, message: serializedMessage, signature };
}

type KeptRef = { id: string; token: string };
const keptRefs = (storage: ReturnType<typeof memoryStorage>): KeptRef[] =>
  JSON.parse(storage.items.get(CLOUD_SIWX_SESSIONS_KEY) ?? '[]') as KeptRef[];
const keptIds = (storage: ReturnType<typeof memoryStorage>): string[] => keptRefs(storage).map((k) => k.id);
/** The cloud's status for a kept session, asked with its token as the page does. */
const serverSession = ({ id, token }: KeptRef) =>
  fetch(`${cloud.url}/v1/sessions/${id}?projectId=${PROJECT}`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.status);

describe('the server sign-in implementation (createCloudSiwx)', () => {
  it('writes its message around a nonce the cloud issued, with the statement and expiry', async () => {
    const siwx = siwxOn(memoryStorage(), { statement: 'Sign in to the dev app', sessionMs: 60_000 });
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN });
    const parsed = parseSiweMessage(message.serializedMessage);
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 31337,
      domain: 'localhost:5173',
      nonce: message.nonce,
      statement: 'Sign in to the dev app',
    });
    expect(Date.parse(message.expirationTime ?? '') - Date.parse(message.issuedAt ?? '')).toBe(60_000);
    expect(siwx.getRequired?.()).toBe(true);
    expect(siwxOn(memoryStorage(), { required: false }).getRequired?.()).toBe(false);
  });

  it('keeps only the session id and its token in storage; after a reload the session is found by asking the cloud', async () => {
    const storage = memoryStorage();
    const signed = await signIn(siwxOn(storage));
    const refs = keptRefs(storage);
    expect(refs).toEqual([
      { id: expect.any(String), chainId: CHAIN, address: account.address, token: expect.any(String) },
    ]);
    expect(storage.items.get(CLOUD_SIWX_SESSIONS_KEY)).not.toContain(signed.signature);
    const reloaded = siwxOn(storage);
    await expect(reloaded.getSessions(CHAIN, account.address.toLowerCase())).resolves.toEqual([
      { data: { ...signed.data }, message: signed.message, signature: signed.signature },
    ]);
    await expect(reloaded.getSessions('eip155:1', account.address)).resolves.toEqual([]);
    // Another page (other storage) holds no id, so it is not signed in by this page's session.
    await expect(siwxOn().getSessions(CHAIN, account.address)).resolves.toEqual([]);
  });

  it('a session revoked on the server is gone on the next check, and its id is dropped', async () => {
    const storage = memoryStorage();
    await signIn(siwxOn(storage));
    const [ref] = keptRefs(storage);
    await fetch(`${cloud.url}/v1/sessions/${ref?.id}/revoke?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ref?.token}` },
    });
    await expect(siwxOn(storage).getSessions(CHAIN, account.address)).resolves.toEqual([]);
    expect(keptIds(storage)).toEqual([]);
  });

  it('revokeSession (sign-out) revokes on the server; setSessions([]) revokes every session', async () => {
    const storage = memoryStorage();
    const siwx = siwxOn(storage);
    await signIn(siwx);
    const [ref = { id: '', token: '' }] = keptRefs(storage);
    await siwx.revokeSession(CHAIN, account.address);
    expect(await serverSession(ref)).toBe(404);
    await expect(siwx.getSessions(CHAIN, account.address)).resolves.toEqual([]);

    await signIn(siwx);
    await signIn(siwx, stranger);
    const both = keptRefs(storage);
    expect(both).toHaveLength(2);
    await siwx.setSessions([]);
    expect(keptIds(storage)).toEqual([]);
    for (const kept of both) expect(await serverSession(kept)).toBe(404);
  });

  it('a new sign-in of the same account replaces (and revokes) the one before', async () => {
    const storage = memoryStorage();
    const siwx = siwxOn(storage);
    await signIn(siwx);
    const [first = { id: '', token: '' }] = keptRefs(storage);
    await signIn(siwx);
    const [second = { id: '', token: '' }] = keptRefs(storage);
    expect(second.id).not.toBe(first.id);
    expect(keptIds(storage)).toEqual([second.id]);
    expect(await serverSession(first)).toBe(404);
    expect(await serverSession(second)).toBe(200);
  });

  it('refuses a forged signature and a reused message, with the cloud’s reason, keeping nothing', async () => {
    const storage = memoryStorage();
    const siwx = siwxOn(storage);
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: CHAIN,
    });
    const forged = await stranger.signMessage({ message: serializedMessage });
    await expect(siwx.addSession({ data, message: serializedMessage, signature: forged })).rejects.toThrow(
      'The sign-in was refused: signature: does not verify',
    );
    expect(keptIds(storage)).toEqual([]);

    const signed = await signIn(siwx);
    await expect(siwx.addSession(signed)).rejects.toThrow('The sign-in was refused: nonce: already used');
    // setSessions cannot copy a session in either: its nonce is spent.
    await expect(siwx.setSessions([signed])).rejects.toThrow('nonce: already used');
  });

  it('a counterfactual contract account (ERC-6492) signs in through the chain', async () => {
    const storage = memoryStorage();
    const siwx = siwxOn(storage);
    const { address } = contractAccount(account.address, 31n);
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: address,
      chainId: CHAIN,
    });
    const signature = counterfactualSignature(
      account.address,
      await account.signMessage({ message: serializedMessage }),
      31n,
    );
    await siwx.addSession({ data, message: serializedMessage, signature });
    await expect(siwx.getSessions(CHAIN, address)).resolves.toHaveLength(1);
  });

  it('solana: a CAIP-122 message signed with ed25519 signs in', async () => {
    const signer = await generateKeyPairSigner();
    const siwx = siwxOn();
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: signer.address,
      chainId: SOLANA,
    });
    expect(serializedMessage).toContain('wants you to sign in with your Solana account:');
    const bytes = await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(serializedMessage));
    await siwx.addSession({ data, message: serializedMessage, signature: getBase58Decoder().decode(bytes) });
    await expect(siwx.getSessions(SOLANA, signer.address)).resolves.toHaveLength(1);
  });

  it('a corrupt stored list is kept aside under `.unreadable`, reported, and the visitor signs in again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const storage = memoryStorage();
      storage.setItem(CLOUD_SIWX_SESSIONS_KEY, '{not json');
      const siwx = siwxOn(storage);
      await expect(siwx.getSessions(CHAIN, account.address)).resolves.toEqual([]);
      expect(storage.items.get(`${CLOUD_SIWX_SESSIONS_KEY}.unreadable`)).toBe('{not json');
      expect(storage.items.has(CLOUD_SIWX_SESSIONS_KEY)).toBe(false);
      expect(error).toHaveBeenCalledOnce();
      expect(error).toHaveBeenCalledWith(
        "Portico cannot read the sign-in sessions stored under '@portico/siwx-cloud-sessions' (not JSON): the value was kept as it was under '@portico/siwx-cloud-sessions.unreadable', and the visitor is asked to sign in again.",
      );
      // The key is clean now: the next read answers no sessions without another report.
      await expect(siwxOn(storage).getSessions(CHAIN, account.address)).resolves.toEqual([]);
      expect(error).toHaveBeenCalledOnce();
      // The new sign-in goes to the cloud and its id is kept as usual; what was set aside stays.
      const signed = await signIn(siwx);
      expect(keptIds(storage)).toHaveLength(1);
      await expect(siwxOn(storage).getSessions(CHAIN, account.address)).resolves.toEqual([
        { data: { ...signed.data }, message: signed.message, signature: signed.signature },
      ]);
      expect(storage.items.get(`${CLOUD_SIWX_SESSIONS_KEY}.unreadable`)).toBe('{not json');
    } finally {
      error.mockRestore();
    }
  });

  it('a kept id with a token that does not prove it (another page’s session) is dropped, not read', async () => {
    const victim = memoryStorage();
    const signed = await signIn(siwxOn(victim));
    const [ref = { id: '', token: '' }] = keptRefs(victim);
    // A page that learnt the victim's session id, holding a token of its own session.
    const other = memoryStorage();
    await signIn(siwxOn(other), stranger);
    const [own = { id: '', token: '' }] = keptRefs(other);
    other.setItem(
      CLOUD_SIWX_SESSIONS_KEY,
      JSON.stringify([{ id: ref.id, chainId: CHAIN, address: account.address, token: own.token }]),
    );
    await expect(siwxOn(other).getSessions(CHAIN, account.address)).resolves.toEqual([]);
    expect(keptIds(other)).toEqual([]);
    // Its sign-out revokes nothing of the victim's either.
    other.setItem(
      CLOUD_SIWX_SESSIONS_KEY,
      JSON.stringify([{ id: ref.id, chainId: CHAIN, address: account.address, token: own.token }]),
    );
    await siwxOn(other).revokeSession(CHAIN, account.address);
    expect(await serverSession(ref)).toBe(200);
    await expect(siwxOn(victim).getSessions(CHAIN, account.address)).resolves.toEqual([
      { data: { ...signed.data }, message: signed.message, signature: signed.signature },
    ]);
  });

  it('a cloud that answers garbage about a kept session is an error, not a session', async () => {
    const storage = memoryStorage();
    storage.setItem(
      CLOUD_SIWX_SESSIONS_KEY,
      JSON.stringify([{ id: 'x', chainId: CHAIN, address: account.address, token: 't'.repeat(43) }]),
    );
    const garbage: typeof fetch = async () => new Response(JSON.stringify({ id: 'x' }), { status: 200 });
    await expect(siwxOn(storage, { fetch: garbage }).getSessions(CHAIN, account.address)).rejects.toThrow(
      'Unexpected response',
    );
  });

  it('the siwx option `{ server: true }` picks it, on the modal’s API endpoint and project', async () => {
    const storage = memoryStorage();
    const siwx = siwxImplementation({ statement: 'Hi', server: true }, storage, {
      apiUrl: cloud.url,
      projectId: PROJECT,
    });
    const { serializedMessage, ...data } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: CHAIN,
    });
    // A nonce the cloud issued: a session made with it is accepted, and kept as an id.
    await siwx.addSession({
      data,
      message: serializedMessage,
      signature: await account.signMessage({ message: serializedMessage }),
    });
    expect(keptIds(storage)).toHaveLength(1);
    // Without `server`, the local implementation: its nonce is its own, which the cloud never issued.
    const local = siwxImplementation({}, memoryStorage(), { apiUrl: cloud.url, projectId: PROJECT });
    const message = await local.createMessage({ accountAddress: account.address, chainId: CHAIN });
    const state = await fetch(`${cloud.url}/v1/sessions?projectId=${PROJECT}`, {
      method: 'POST',
      body: JSON.stringify({
        message: message.serializedMessage,
        signature: await account.signMessage({ message: message.serializedMessage }),
      }),
    });
    expect(await state.json()).toEqual({ message: 'nonce: not issued by this cloud for this project' });
  });
});
