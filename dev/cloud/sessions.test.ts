import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes } from '@solana/kit';
import Database from 'libsql';
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_LIFETIME_MS } from '../../domain/constants.ts';
import type { SiwxMessageData } from '../../domain/siwx.ts';
import { signInMessageOf } from '../../headless/siwx/localSiwx.ts';
import {
  contractAccount,
  counterfactualSignature,
  deployContractAccount,
} from '../../test-support/contractAccount.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../chain/anvil.ts';
import { SESSION_ERRORS } from './routes/sessions.ts';
import { type RunningCloud, startCloud } from './server.ts';
import { NONCE_TTL_MS, SessionStore } from './sessionStore.ts';
import { adminGet, adminSend, PROJECT, sendJson, urlOf } from './test-helpers.ts';

const CHAIN = 'eip155:31337' as const;
const SOLANA = 'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq' as const;
const OTHER_PROJECT = 'sessions-other-project';
// Index 7 signs here, 0 pays for the contract account's deployment.
const account = privateKeyToAccount(EVM_ACCOUNTS[7]?.privateKey ?? '0x');
const stranger = privateKeyToAccount(EVM_ACCOUNTS[8]?.privateKey ?? '0x');

let chain: RunningAnvil;
let cloud: RunningCloud;
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    projectIds: [OTHER_PROJECT],
    quiet: true,
    // ed25519 needs no RPC: the solana URL is never called.
    chains: { [CHAIN]: chain.url, [SOLANA]: 'http://127.0.0.1:9' },
  });
});
afterAll(async () => {
  await cloud.close();
  await chain.close();
});

async function nonce(projectId = PROJECT): Promise<string> {
  const { status, body } = await sendJson(urlOf(cloud, '/v1/sessions/nonce', {}, projectId), 'POST', '');
  expect(status).toBe(200);
  return (body as { nonce: string }).nonce;
}

/** A sign-in message on the local site (an allowed origin of every project by default). */
async function message(overrides: Partial<SiwxMessageData> = {}) {
  const now = Date.now();
  return signInMessageOf({
    accountAddress: account.address,
    chainId: CHAIN,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: overrides.nonce ?? (await nonce()),
    statement: 'Sign in to the dev app',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 60 * 60 * 1000).toISOString(),
    ...overrides,
  });
}

function post(body: unknown, init: { projectId?: string; origin?: string } = {}) {
  return fetch(urlOf(cloud, '/v1/sessions', {}, init.projectId ?? PROJECT), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(init.origin ? { origin: init.origin } : {}) },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));
}

async function signedBody(overrides: Partial<SiwxMessageData> = {}, signer = account) {
  const { serializedMessage, ...data } = await message(overrides);
  return {
    message: serializedMessage,
    signature: await signer.signMessage({ message: serializedMessage }),
    data,
  };
}

describe('POST /v1/sessions/nonce', () => {
  it('issues a fresh alphanumeric nonce of at least 8 characters, with its expiry', async () => {
    const { status, body } = await sendJson(urlOf(cloud, '/v1/sessions/nonce'), 'POST', '');
    expect(status).toBe(200);
    const { nonce: n, expiresAt } = body as { nonce: string; expiresAt: string };
    expect(n).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(NONCE_TTL_MS - 60_000);
    expect(await nonce()).not.toBe(n);
  });

  it('needs a known project id', async () => {
    expect((await sendJson(urlOf(cloud, '/v1/sessions/nonce', {}, null), 'POST', '')).status).toBe(400);
    expect((await sendJson(urlOf(cloud, '/v1/sessions/nonce', {}, 'nobody'), 'POST', '')).status).toBe(401);
  });
});

describe('POST /v1/sessions', () => {
  it('verifies an EOA’s EIP-4361 message and keeps the session, which GET /v1/sessions/{id} answers', async () => {
    const body = await signedBody();
    const created = await post(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      session: { message: body.message, signature: body.signature, data: { ...body.data, chainId: CHAIN } },
      expiresAt: body.data.expirationTime,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // What the server keeps is what viem parses and verifies; the token is answered once only.
    const { token, ...record } = created.body;
    const fetched = await withToken(urlOf(cloud, `/v1/sessions/${created.body.id}`), String(token));
    expect(fetched).toEqual({ status: 200, body: record });
    expect(parseSiweMessage(body.message).nonce).toBe(body.data.nonce);
    const client = createPublicClient({ transport: http(chain.url) });
    await expect(
      verifySiweMessage(client, { message: body.message, signature: body.signature as `0x${string}` }),
    ).resolves.toBe(true);
  });

  it('refuses a nonce used once already (and one it never issued, or issued to another project)', async () => {
    const body = await signedBody();
    expect((await post(body)).status).toBe(201);
    expect(await post(body)).toEqual({ status: 400, body: { message: SESSION_ERRORS.nonceUsed } });
    expect(await post(await signedBody({ nonce: 'abcdef0123456789' }))).toEqual({
      status: 400,
      body: { message: SESSION_ERRORS.nonceUnknown },
    });
    expect(await post(await signedBody({ nonce: await nonce(OTHER_PROJECT) }))).toEqual({
      status: 400,
      body: { message: SESSION_ERRORS.nonceUnknown },
    });
  });

  it('refuses an expired message, and one not valid yet, without using its nonce', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const expired = await signedBody({
      issuedAt: hourAgo,
      expirationTime: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await post(expired)).toEqual({ status: 400, body: { message: SESSION_ERRORS.expired } });
    const early = await signedBody({ notBefore: new Date(Date.now() + 60 * 60 * 1000).toISOString() });
    expect(await post(early)).toEqual({ status: 400, body: { message: SESSION_ERRORS.notYetValid } });
    // The refused message's nonce is still good for a valid one.
    expect((await post(await signedBody({ nonce: expired.data.nonce }))).status).toBe(201);
  });

  it('refuses a domain that is not an allowed origin of the project (the request’s Origin counts for nothing)', async () => {
    const evil = await signedBody({ domain: 'evil.example', uri: 'https://evil.example' });
    expect(await post(evil)).toEqual({ status: 400, body: { message: SESSION_ERRORS.wrongDomain } });
    // Another page's origin does not vouch for it either.
    const other = await signedBody({ domain: 'app.example', uri: 'https://app.example' });
    expect((await post(other, { origin: 'https://app.example' })).status).toBe(400);
    // Once the project allows https://app.example, it is accepted from anywhere.
    await adminSend(cloud, `/admin/projects/${OTHER_PROJECT}/origins`, 'PUT', {
      allowedOrigins: ['https://app.example'],
    });
    const allowed = await signedBody({
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: await nonce(OTHER_PROJECT),
    });
    expect((await post(allowed, { projectId: OTHER_PROJECT })).status).toBe(201);
    // http://app.example is another origin.
    const plain = await signedBody({
      domain: 'app.example',
      uri: 'http://app.example',
      nonce: await nonce(OTHER_PROJECT),
    });
    expect((await post(plain, { projectId: OTHER_PROJECT })).body).toEqual({
      message: SESSION_ERRORS.wrongDomain,
    });
  });

  it('refuses a signature by another key, and data that is not what was signed', async () => {
    expect(await post(await signedBody({}, stranger))).toEqual({
      status: 400,
      body: { message: SESSION_ERRORS.badSignature },
    });
    const body = await signedBody();
    expect((await post({ ...body, data: { ...body.data, accountAddress: stranger.address } })).body).toEqual({
      message: SESSION_ERRORS.dataMismatch,
    });
    // data is optional: the message is what counts.
    expect((await post({ message: body.message, signature: body.signature })).status).toBe(201);
  });

  it('refuses a chain the cloud was not given, and text that is not a sign-in message', async () => {
    const body = await signedBody({ chainId: 'eip155:1' });
    expect((await post(body)).body).toEqual({ message: SESSION_ERRORS.unknownChain });
    expect((await post({ message: 'hello', signature: '0x00' })).body).toEqual({
      message: SESSION_ERRORS.notASignInMessage,
    });
    expect((await post({ message: 1 })).status).toBe(400);
  });

  it('accepts a deployed contract account (ERC-1271) and a counterfactual one (ERC-6492)', async () => {
    const deployed = await deployContractAccount(
      chain.url,
      account.address,
      EVM_ACCOUNTS[0]?.privateKey ?? '0x',
      21n,
    );
    const viaContract = await signedBody({ accountAddress: deployed });
    expect((await post(viaContract)).status).toBe(201);

    const { address } = contractAccount(account.address, 22n);
    const { serializedMessage, ...data } = await message({ accountAddress: address });
    const signature = counterfactualSignature(
      account.address,
      await account.signMessage({ message: serializedMessage }),
      22n,
    );
    const created = await post({ message: serializedMessage, signature, data });
    expect(created.status).toBe(201);
    // The stranger cannot sign for it.
    const forged = await signedBody({ accountAddress: address }, stranger);
    expect(
      (await post({ ...forged, signature: counterfactualSignature(account.address, forged.signature, 22n) }))
        .body,
    ).toEqual({
      message: SESSION_ERRORS.badSignature,
    });
  });

  it('solana: a CAIP-122 message signed with ed25519 opens a session; a changed one does not', async () => {
    const signer = await generateKeyPairSigner();
    const { serializedMessage, ...data } = await message({ accountAddress: signer.address, chainId: SOLANA });
    const sign = async (text: string) =>
      getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(text)));
    expect(
      (await post({ message: serializedMessage, signature: await sign(serializedMessage), data })).status,
    ).toBe(201);
    const again = await message({ accountAddress: signer.address, chainId: SOLANA });
    const tampered = `${again.serializedMessage}\nResources: x`;
    expect((await post({ message: tampered, signature: await sign(tampered) })).body).toEqual({
      message: SESSION_ERRORS.notASignInMessage,
    });
    expect(
      (await post({ message: again.serializedMessage, signature: await sign(`${again.serializedMessage}.`) }))
        .body,
    ).toEqual({ message: SESSION_ERRORS.badSignature });
  });
});

describe('GET /v1/sessions and revoke', () => {
  it('lists an account’s live sessions its token proves; a revoked one is gone everywhere', async () => {
    const signer = privateKeyToAccount(EVM_ACCOUNTS[9]?.privateKey ?? '0x');
    const first = await post(await signedBody({ accountAddress: signer.address }, signer));
    const second = await post(await signedBody({ accountAddress: signer.address }, signer));
    const [firstToken, secondToken] = [String(first.body.token), String(second.body.token)];
    const list = (token: string, projectId = PROJECT) =>
      withToken(
        urlOf(cloud, '/v1/sessions', { address: signer.address.toLowerCase(), chainId: CHAIN }, projectId),
        token,
      ).then((r) => (r.body as { sessions: { id: string }[] }).sessions.map((s) => s.id));
    expect(await list(firstToken)).toEqual([first.body.id]);
    expect(await list(secondToken)).toEqual([second.body.id]);
    // The loopback admin view (what a server would trust) sees both.
    const admin = () =>
      adminGet(
        cloud,
        `/admin/sessions?${new URLSearchParams({ projectId: PROJECT, address: signer.address, chainId: CHAIN })}`,
      ).then((r) => (r.body as { sessions: { id: string }[] }).sessions.map((s) => s.id));
    expect(await admin()).toEqual([first.body.id, second.body.id]);
    // Another project sees none of them.
    expect(await list(firstToken, OTHER_PROJECT)).toEqual([]);
    expect(
      (await withToken(urlOf(cloud, `/v1/sessions/${first.body.id}`, {}, OTHER_PROJECT), firstToken)).status,
    ).toBe(404);

    const revoke = (id: unknown, token: string, body: string | object = '') =>
      fetch(urlOf(cloud, `/v1/sessions/${String(id)}/revoke`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await revoke(first.body.id, firstToken)).toEqual({ status: 200, body: { revoked: true } });
    expect(await withToken(urlOf(cloud, `/v1/sessions/${first.body.id}`), firstToken)).toEqual({
      status: 404,
      body: { message: 'Session not found' },
    });
    expect(await list(firstToken)).toEqual([]);
    expect(await admin()).toEqual([second.body.id]);
    // Revoking again is fine; the spec's pci and signature may come along.
    expect(await revoke(first.body.id, firstToken, { pci: 'x', signature: '0x' })).toEqual({
      status: 200,
      body: { revoked: true },
    });
    expect(await revoke(second.body.id, secondToken)).toEqual({ status: 200, body: { revoked: true } });
    expect(await admin()).toEqual([]);
    expect((await revoke('unknown-id', firstToken)).status).toBe(404);
    expect((await revoke(first.body.id, firstToken, 'nope')).status).toBe(400);
  });

  it('needs address and a CAIP-2 chainId to list', async () => {
    const token = String((await post(await signedBody())).body.token);
    expect((await withToken(urlOf(cloud, '/v1/sessions', { chainId: CHAIN }), token)).status).toBe(400);
    expect(
      (await withToken(urlOf(cloud, '/v1/sessions', { address: account.address, chainId: '31337' }), token))
        .status,
    ).toBe(400);
  });
});

/** A request with `Authorization: Bearer <token>` (none when token is undefined); status and JSON body. */
async function withToken(url: string, token: string | undefined, method = 'GET') {
  const res = await fetch(url, {
    method,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('attacks', () => {
  it('row 3: a message for a domain outside the project’s allowed origins is refused, whatever Origin the request claims', async () => {
    // A non-browser client sets any Origin it likes: it vouches for nothing.
    const evil = await signedBody({ domain: 'evil.example', uri: 'https://evil.example' });
    expect(await post(evil, { origin: 'https://evil.example' })).toEqual({
      status: 400,
      body: { message: SESSION_ERRORS.wrongDomain },
    });
    const evilLocal = await signedBody({ domain: 'evil.example:5173', uri: 'http://evil.example:5173' });
    expect(await post(evilLocal, { origin: 'http://evil.example:5173' })).toEqual({
      status: 400,
      body: { message: SESSION_ERRORS.wrongDomain },
    });
    // Its nonce was not burnt: the same nonce on an allowed domain opens a session.
    expect((await post(await signedBody({ nonce: evil.data.nonce }))).status).toBe(201);
  });

  it('row 5: a message without expirationTime makes a session capped at SESSION_MAX_LIFETIME_MS, not an endless one', async () => {
    const endless = await signedBody({ expirationTime: undefined });
    expect(endless.message).not.toContain('Expiration Time');
    const created = await post(endless);
    expect(created.status).toBe(201);
    const issuedAt = Date.parse(endless.data.issuedAt ?? '');
    expect(created.body.expiresAt).toBe(new Date(issuedAt + SESSION_MAX_LIFETIME_MS).toISOString());
    // An expiration time beyond the cap is capped, not kept.
    const month = await signedBody({ expirationTime: new Date(issuedAt + 30 * 24 * 3600_000).toISOString() });
    const capped = await post(month);
    expect(capped.body.expiresAt).toBe(
      new Date(Date.parse(month.data.issuedAt ?? '') + SESSION_MAX_LIFETIME_MS).toISOString(),
    );
    // An issuedAt in the future does not push the cap: it runs from the server's now at most.
    const before = Date.now();
    const future = await post(
      await signedBody({
        issuedAt: new Date(before + 30 * 24 * 3600_000).toISOString(),
        expirationTime: undefined,
      }),
    );
    expect(future.status).toBe(201);
    expect(Date.parse(String(future.body.expiresAt))).toBeLessThanOrEqual(
      Date.now() + SESSION_MAX_LIFETIME_MS,
    );
    // A message issued longer ago than the cap opens nothing, whatever its expiration time says.
    const old = await signedBody({
      issuedAt: new Date(before - SESSION_MAX_LIFETIME_MS - 1000).toISOString(),
      expirationTime: new Date(before + 3600_000).toISOString(),
    });
    expect(await post(old)).toEqual({ status: 400, body: { message: SESSION_ERRORS.tooOld } });
  });

  it('row 4: listing, reading and revoking a session need its token; the project id alone, or another client’s token, get nothing', async () => {
    const victim = privateKeyToAccount(EVM_ACCOUNTS[6]?.privateKey ?? '0x');
    const created = await post(await signedBody({ accountAddress: victim.address }, victim));
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const token = created.body.token;
    const list = urlOf(cloud, '/v1/sessions', { address: victim.address, chainId: CHAIN });
    const revoke = urlOf(cloud, `/v1/sessions/${id}/revoke`);
    const read = urlOf(cloud, `/v1/sessions/${id}`);

    // The stranger with the project id alone.
    const noToken = { status: 401, body: { message: SESSION_ERRORS.noToken } };
    expect(await withToken(list, undefined)).toEqual(noToken);
    expect(await withToken(read, undefined)).toEqual(noToken);
    expect(await withToken(revoke, undefined, 'POST')).toEqual(noToken);
    expect(await withToken(revoke, 'not-a-token', 'POST')).toEqual(noToken);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The stranger with a token of their own session (another client).
    const theirs = await post(await signedBody({}, account));
    const strangerToken = String(theirs.body.token);
    expect(await withToken(list, strangerToken)).toEqual({ status: 200, body: { sessions: [] } });
    const notYours = { status: 403, body: { message: SESSION_ERRORS.wrongToken } };
    expect(await withToken(read, strangerToken)).toEqual(notYours);
    expect(await withToken(revoke, strangerToken, 'POST')).toEqual(notYours);

    // The victim's session is intact, and only its hash of the token is stored.
    const listed = await withToken(list, String(token));
    expect(listed).toEqual({ status: 200, body: { sessions: [{ ...created.body, token: undefined }] } });
    expect(JSON.stringify(listed.body)).not.toContain(String(token));
    const row = cloud.store.database.prepare('SELECT * FROM siwx_sessions WHERE id = ?').get(id);
    expect(JSON.stringify(row)).not.toContain(String(token));
    expect(await withToken(revoke, String(token), 'POST')).toEqual({ status: 200, body: { revoked: true } });
    expect(await withToken(list, String(token))).toEqual({ status: 200, body: { sessions: [] } });
  });
});

describe('the session store', () => {
  const data = (n: string): SiwxMessageData => ({
    accountAddress: account.address,
    chainId: CHAIN,
    domain: 'localhost',
    uri: 'http://localhost',
    version: '1',
    nonce: n,
  });

  it('a nonce expires after its time to live and cannot open a session then', () => {
    const store = new SessionStore(new Database(':memory:'));
    const t0 = 1_000_000;
    const { nonce: n } = store.issueNonce('p', t0);
    expect(store.nonceState('p', n, t0 + NONCE_TTL_MS - 1)).toBe('usable');
    expect(store.nonceState('p', n, t0 + NONCE_TTL_MS)).toBe('expired');
    expect(
      store.addSession(
        'p',
        { data: data(n), message: 'm', signature: 's' },
        t0 + NONCE_TTL_MS + 5000,
        t0 + NONCE_TTL_MS,
      ),
    ).toBeUndefined();
    expect(store.nonceState('q', n, t0)).toBe('unknown');
  });

  it('a session is live until its expiry', () => {
    const store = new SessionStore(new Database(':memory:'));
    const t0 = 1_000_000;
    const { nonce: n } = store.issueNonce('p', t0);
    const record = store.addSession(
      'p',
      { data: data(n), message: 'm', signature: 's' },
      t0 + 5000,
      t0,
    )?.record;
    expect(record).toBeDefined();
    const id = record?.id ?? '';
    expect(store.liveSession('p', id, t0 + 4999)).toEqual(record);
    expect(store.liveSession('p', id, t0 + 5000)).toBeUndefined();
    expect(store.liveSessionsOf('p', CHAIN, account.address, undefined, t0 + 5000)).toEqual([]);
    expect(store.nonceState('p', n, t0 + 1)).toBe('used');
  });

  it('a session stored without an expiry (before the cap) ends SESSION_MAX_LIFETIME_MS after it was made, and is kept', () => {
    const db = new Database(':memory:');
    const store = new SessionStore(db);
    const t0 = 1_000_000;
    const { nonce: n } = store.issueNonce('p', t0);
    const record = store.addSession(
      'p',
      { data: data(n), message: 'm', signature: 's' },
      t0 + 5000,
      t0,
    )?.record;
    const id = record?.id ?? '';
    db.prepare('UPDATE siwx_sessions SET expires_at = NULL WHERE id = ?').run(id);
    const end = t0 + SESSION_MAX_LIFETIME_MS;
    expect(store.liveSession('p', id, end - 1)?.expiresAt).toBe(new Date(end).toISOString());
    expect(store.liveSessionsOf('p', CHAIN, account.address, undefined, end - 1)).toHaveLength(1);
    expect(store.liveSession('p', id, end)).toBeUndefined();
    expect(store.liveSessionsOf('p', CHAIN, account.address, undefined, end)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM siwx_sessions').get()).toEqual({ n: 1 });
  });
});
