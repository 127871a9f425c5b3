import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinTypeFromChainId } from '../../domain/coinType.ts';
import { firstReasonDescription } from '../../domain/errors.ts';
import {
  contractAccount,
  counterfactualSignature,
  deployContractAccount,
} from '../../test-support/contractAccount.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../chain/anvil.ts';
import {
  FREE_SUGGESTIONS,
  MAX_NAMES_PER_ADDRESS,
  NAME_ERRORS,
  NAME_REGISTRATION_WINDOW_MS,
  NAME_REGISTRATIONS_PER_IP,
} from './routes/profile.ts';
import { type RunningCloud, startCloud } from './server.ts';
import { getJson, sendJson, urlOf } from './test-helpers.ts';

// Index 1 pays for deployments; 4 and 5 sign names.
const owner = privateKeyToAccount(EVM_ACCOUNTS[4]?.privateKey ?? '0x');
const stranger = privateKeyToAccount(EVM_ACCOUNTS[5]?.privateKey ?? '0x');
const COIN_TYPE = coinTypeFromChainId(31337);

let chain: RunningAnvil;
let cloud: RunningCloud;
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    // eip155:1 on the same anvil: a second chain the cloud checks signatures on.
    chains: { 'eip155:31337': chain.url, 'eip155:1': chain.url },
    // Many registrations from this one test IP: the per-IP limit has its own test below.
    nameLimits: { registrationsPerIp: 10_000 },
  });
});
afterAll(async () => {
  await cloud.close();
  await chain.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A new key that has registered nothing (the per-address quota counts per key). */
const freshSigner = () => privateKeyToAccount(generatePrivateKey());

/**
 * The registration message of §3 as production's client writes it (EnsController.registerName):
 * JSON `{ name, attributes, timestamp }`, timestamp in seconds; `coinType` adds one to it (as Portico's
 * message once did).
 */
function registrationMessage(
  name: string,
  overrides: { attributes?: Record<string, string>; timestamp?: number; coinType?: number } = {},
) {
  return JSON.stringify({
    name,
    attributes: overrides.attributes ?? {},
    timestamp: overrides.timestamp ?? nowSeconds(),
    ...(overrides.coinType === undefined ? {} : { coinType: overrides.coinType }),
  });
}

async function register(body: { coin_type?: number; address?: string; message: string; signature: string }) {
  const res = await sendJson(urlOf(cloud, '/v1/profile/account'), 'POST', {
    coin_type: COIN_TYPE,
    address: owner.address,
    ...body,
  });
  return { status: res.status, body: res.body };
}

async function registerAs(
  signer: typeof owner,
  name: string,
  overrides: Parameters<typeof registrationMessage>[1] = {},
) {
  const message = registrationMessage(name, overrides);
  return register({ address: signer.address, message, signature: await signer.signMessage({ message }) });
}

const refused = (description: string, status = 400) => ({ status, body: { reasons: [{ description }] } });

describe('POST /v1/profile/account (register a name)', () => {
  it('registers a name signed by its account; the account, reverse and identity calls then answer it', async () => {
    const before = nowSeconds();
    expect(
      await registerAs(owner, 'alice-01.reown.id', { attributes: { avatar: 'https://img.example/a.png' } }),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    const account = await getJson(urlOf(cloud, '/v1/profile/account/alice-01.reown.id', { apiVersion: 2 }));
    expect(account.status).toBe(200);
    expect(account.body).toEqual({
      name: 'alice-01.reown.id',
      registered: expect.any(Number),
      updated: expect.any(Number),
      addresses: { [String(COIN_TYPE)]: { address: owner.address, created: expect.any(Number) } },
      attributes: { avatar: 'https://img.example/a.png' },
    });
    expect((account.body as { registered: number }).registered).toBeGreaterThanOrEqual(before);

    const reverse = await getJson(
      urlOf(cloud, `/v1/profile/reverse/${owner.address.toLowerCase()}`, {
        sender: owner.address,
        apiVersion: 2,
      }),
    );
    expect(reverse).toEqual({ status: 200, body: [account.body] });
    expect(await getJson(urlOf(cloud, `/v1/identity/${owner.address}`, { sender: owner.address }))).toEqual({
      status: 200,
      body: { name: 'alice-01.reown.id', avatar: 'https://img.example/a.png' },
    });
  });

  it('checks the signature: another key’s, or a message changed after signing, is refused', async () => {
    const message = registrationMessage('mallory.reown.id');
    expect(await register({ message, signature: await stranger.signMessage({ message }) })).toEqual(
      refused(NAME_ERRORS.badSignature),
    );
    const signature = await owner.signMessage({ message });
    expect(await register({ message: message.replace('mallory', 'mallorz'), signature })).toEqual(
      refused(NAME_ERRORS.badSignature),
    );
    expect(await register({ message, signature: '0xdeadbeef' })).toEqual(refused(NAME_ERRORS.badSignature));
    expect((await getJson(urlOf(cloud, '/v1/profile/account/mallory.reown.id'))).status).toBe(404);
  });

  it('accepts contract accounts: deployed (ERC-1271) and counterfactual (ERC-6492), through the chain', async () => {
    const deployed = await deployContractAccount(
      chain.url,
      owner.address,
      EVM_ACCOUNTS[1]?.privateKey ?? '0x',
      41n,
    );
    const message = registrationMessage('vault-one.reown.id');
    expect(
      await register({ address: deployed, message, signature: await owner.signMessage({ message }) }),
    ).toEqual({
      status: 200,
      body: { success: true },
    });

    const { address } = contractAccount(owner.address, 42n);
    const next = registrationMessage('vault-two.reown.id');
    const forged = counterfactualSignature(owner.address, await stranger.signMessage({ message: next }), 42n);
    expect(await register({ address, message: next, signature: forged })).toEqual(
      refused(NAME_ERRORS.badSignature),
    );
    const wrapped = counterfactualSignature(owner.address, await owner.signMessage({ message: next }), 42n);
    expect(await register({ address, message: next, signature: wrapped })).toEqual({
      status: 200,
      body: { success: true },
    });
    const names = await getJson(urlOf(cloud, `/v1/profile/reverse/${address}`));
    expect((names.body as { name: string }[]).map((n) => n.name)).toEqual(['vault-two.reown.id']);
  });

  it('refuses a stale timestamp and one in the future (seconds)', async () => {
    const signer = freshSigner();
    expect(await registerAs(signer, 'late-name.reown.id', { timestamp: nowSeconds() - 3600 })).toEqual(
      refused(NAME_ERRORS.staleTimestamp),
    );
    expect(await registerAs(signer, 'late-name.reown.id', { timestamp: nowSeconds() + 3600 })).toEqual(
      refused(NAME_ERRORS.futureTimestamp),
    );
    // Milliseconds are far in the future.
    expect(await registerAs(signer, 'late-name.reown.id', { timestamp: Date.now() })).toEqual(
      refused(NAME_ERRORS.futureTimestamp),
    );
    expect((await registerAs(signer, 'late-name.reown.id')).status).toBe(200);
  });

  it('registers a name once: taken for anyone after, whatever the case', async () => {
    expect((await registerAs(owner, 'taken-name.reown.id')).status).toBe(200);
    expect(await registerAs(stranger, 'taken-name.reown.id')).toEqual(refused(NAME_ERRORS.taken, 409));
    expect(await registerAs(owner, 'Taken-Name.reown.id')).toEqual(refused(NAME_ERRORS.taken, 409));
  });

  it('refuses a bad name: too short, other characters, no suffix, or the legacy suffix', async () => {
    for (const name of [
      'abc.reown.id',
      'al_ice.reown.id',
      'ålice.reown.id',
      'alice-long',
      'newname.wcn.id',
      '.reown.id',
    ]) {
      expect(await registerAs(owner, name), name).toEqual(refused(NAME_ERRORS.invalidName));
    }
  });

  it('refuses a wrong coin type: no 0x80000000 flag, a chain id from 2^31, a chain the cloud does not know', async () => {
    const signer = freshSigner();
    const message = registrationMessage('coin-check.reown.id');
    const signature = await signer.signMessage({ message });
    const send = (body: { coin_type?: number; message: string; signature: string }) =>
      register({ address: signer.address, ...body });
    expect(await send({ coin_type: 60, message, signature })).toEqual(refused(NAME_ERRORS.wrongCoinType));
    expect(await send({ coin_type: 31337, message, signature })).toEqual(refused(NAME_ERRORS.wrongCoinType));
    expect(await send({ coin_type: 0x80000000 + 2 ** 31, message, signature })).toEqual(
      refused('Invalid chainId'),
    );
    const chain10 = coinTypeFromChainId(10);
    expect(await send({ coin_type: chain10, message, signature })).toEqual(
      refused(`${NAME_ERRORS.unsupportedChain}: eip155:10`),
    );
    expect((await send({ message, signature })).status).toBe(200);
  });

  it('refuses malformed bodies and messages with a reason the client can show', async () => {
    const res = await sendJson(urlOf(cloud, '/v1/profile/account'), 'POST', 'not json');
    expect(firstReasonDescription(res.body, 'fallback')).toBe(NAME_ERRORS.invalidBody);
    const noSignature = await sendJson(urlOf(cloud, '/v1/profile/account'), 'POST', {
      coin_type: COIN_TYPE,
      address: owner.address,
      message: '{}',
    });
    expect(firstReasonDescription(noSignature.body, 'fallback')).toMatch(/^Invalid request/);
    expect(await register({ message: 'hello', signature: '0x' })).toEqual(
      refused(NAME_ERRORS.invalidMessage),
    );
    expect(
      await register({
        message: JSON.stringify({ name: 'ok-name.reown.id', timestamp: nowSeconds() }),
        signature: '0x',
      }),
    ).toEqual(refused(NAME_ERRORS.invalidMessage));
    expect(
      await register({
        address: '0x1234',
        message: registrationMessage('ok-name.reown.id'),
        signature: '0x',
      }),
    ).toEqual(refused(NAME_ERRORS.invalidAddress));
  });
});

describe('GET /v1/profile/account/{name}', () => {
  it('the legacy suffix .wcn.id resolves the same name; case does not matter', async () => {
    expect((await registerAs(freshSigner(), 'legacy-check.reown.id')).status).toBe(200);
    const current = await getJson(
      urlOf(cloud, '/v1/profile/account/legacy-check.reown.id', { apiVersion: 2 }),
    );
    expect(await getJson(urlOf(cloud, '/v1/profile/account/legacy-check.wcn.id', { apiVersion: 2 }))).toEqual(
      current,
    );
    expect(await getJson(urlOf(cloud, '/v1/profile/account/LEGACY-check.reown.id'))).toEqual(current);
  });

  it('answers not found for an unregistered name, 400 for a bad one, with reasons', async () => {
    expect(
      await getJson(urlOf(cloud, '/v1/profile/account/nobody-here.reown.id', { apiVersion: 2 })),
    ).toEqual(refused(NAME_ERRORS.notFound, 404));
    expect(await getJson(urlOf(cloud, '/v1/profile/account/abc.reown.id'))).toEqual(
      refused(NAME_ERRORS.invalidName),
    );
    expect(await getJson(urlOf(cloud, '/v1/profile/account/nobody-here.eth'))).toEqual(
      refused(NAME_ERRORS.invalidName),
    );
    expect(
      await getJson(urlOf(cloud, '/v1/profile/account/nobody-here.reown.id', { apiVersion: 3 })),
    ).toEqual(refused(NAME_ERRORS.apiVersion));
  });

  it('needs the project id like every route', async () => {
    expect((await getJson(urlOf(cloud, '/v1/profile/account/nobody-here.reown.id', {}, null))).status).toBe(
      400,
    );
    expect(
      (await getJson(urlOf(cloud, '/v1/profile/account/nobody-here.reown.id', {}, 'unknown'))).status,
    ).toBe(401);
  });
});

describe('GET /v1/profile/reverse/{address}', () => {
  it('answers an address’s names, oldest first, and [] for none; 400 for a non-address', async () => {
    const fresh = privateKeyToAccount(EVM_ACCOUNTS[6]?.privateKey ?? '0x');
    expect(await getJson(urlOf(cloud, `/v1/profile/reverse/${fresh.address}`, { apiVersion: 2 }))).toEqual({
      status: 200,
      body: [],
    });
    expect((await registerAs(fresh, 'first-name.reown.id')).status).toBe(200);
    expect((await registerAs(fresh, 'second-name.reown.id')).status).toBe(200);
    const { body } = await getJson(urlOf(cloud, `/v1/profile/reverse/${fresh.address}`, { apiVersion: 2 }));
    expect((body as { name: string }[]).map((n) => n.name)).toEqual([
      'first-name.reown.id',
      'second-name.reown.id',
    ]);
    expect(await getJson(urlOf(cloud, '/v1/profile/reverse/not-an-address'))).toEqual(
      refused(NAME_ERRORS.invalidAddress),
    );
  });
});

describe('GET /v1/profile/suggestions/{name}', () => {
  it('a free name is suggested as itself, not registered', async () => {
    expect(await getJson(urlOf(cloud, '/v1/profile/suggestions/free-name', { zone: 'reown.id' }))).toEqual({
      status: 200,
      body: { suggestions: [{ name: 'free-name.reown.id', registered: false }] },
    });
  });

  it('a taken name comes first as registered, then free alternatives (skipping taken ones)', async () => {
    expect((await registerAs(owner, 'bobby.reown.id')).status).toBe(200);
    expect((await registerAs(owner, 'bobby1.reown.id')).status).toBe(200);
    const { body } = await getJson(urlOf(cloud, '/v1/profile/suggestions/bobby', { zone: 'reown.id' }));
    expect(body).toEqual({
      suggestions: [
        { name: 'bobby.reown.id', registered: true },
        { name: 'bobby2.reown.id', registered: false },
        { name: 'bobby3.reown.id', registered: false },
        { name: 'bobby4.reown.id', registered: false },
      ],
    });
    expect((body as { suggestions: unknown[] }).suggestions).toHaveLength(1 + FREE_SUGGESTIONS);
    // The full name works too, and the legacy zone writes the legacy suffix.
    const legacy = await getJson(urlOf(cloud, '/v1/profile/suggestions/bobby.reown.id', { zone: 'wcn.id' }));
    expect((legacy.body as { suggestions: { name: string }[] }).suggestions[0]).toEqual({
      name: 'bobby.wcn.id',
      registered: true,
    });
  });

  it('refuses a bad name or zone with reasons', async () => {
    expect(await getJson(urlOf(cloud, '/v1/profile/suggestions/ab'))).toEqual(
      refused(NAME_ERRORS.invalidName),
    );
    expect(await getJson(urlOf(cloud, '/v1/profile/suggestions/good-name', { zone: 'eth' }))).toEqual(
      refused(NAME_ERRORS.zone),
    );
  });
});

describe('GET /v1/identity/{address}', () => {
  it('answers nulls for an address with no name, and 400 for a non-address', async () => {
    const nobody = privateKeyToAccount(EVM_ACCOUNTS[9]?.privateKey ?? '0x');
    expect(await getJson(urlOf(cloud, `/v1/identity/${nobody.address}`, { sender: nobody.address }))).toEqual(
      {
        status: 200,
        body: { name: null, avatar: null },
      },
    );
    expect((await getJson(urlOf(cloud, '/v1/identity/0x12'))).status).toBe(400);
  });

  it('answers the first name, with a null avatar when the name has none', async () => {
    const signer = privateKeyToAccount(EVM_ACCOUNTS[8]?.privateKey ?? '0x');
    expect((await registerAs(signer, 'plain-name.reown.id')).status).toBe(200);
    expect(
      (
        await registerAs(signer, 'later-name.reown.id', {
          attributes: { avatar: 'https://img.example/later.png' },
        })
      ).status,
    ).toBe(200);
    expect((await getJson(urlOf(cloud, `/v1/identity/${signer.address.toLowerCase()}`))).body).toEqual({
      name: 'plain-name.reown.id',
      avatar: null,
    });
  });
});

// Each attack performed against the running cloud.
describe('attacks on name registration', () => {
  it('refuses labels that are not DNS labels: hyphens only, a hyphen first or last, xn--, over 63 characters', async () => {
    const signer = freshSigner();
    for (const label of ['----', '-abcd', 'abcd-', 'xn--abcd', 'ab--cd', 'a'.repeat(64), 'b'.repeat(200)]) {
      expect(await registerAs(signer, `${label}.reown.id`), label).toEqual(refused(NAME_ERRORS.invalidName));
      expect((await getJson(urlOf(cloud, `/v1/profile/suggestions/${label}`))).status, label).toBe(400);
    }
    expect((await registerAs(signer, `${'c'.repeat(63)}.reown.id`)).status).toBe(200);
    expect((await registerAs(signer, 'a-b-c-d.reown.id')).status).toBe(200);
  });

  it('registers the exact text production’s client signs: {"name","attributes":{},"timestamp"}, no coin type', async () => {
    const signer = freshSigner();
    // Byte for byte as EnsController.registerName writes it (JSON.stringify, in this order).
    const message = `{"name":"prod-text.reown.id","attributes":{},"timestamp":${nowSeconds()}}`;
    expect(
      await register({ address: signer.address, message, signature: await signer.signMessage({ message }) }),
    ).toEqual({ status: 200, body: { success: true } });
    const names = await getJson(urlOf(cloud, `/v1/profile/reverse/${signer.address}`));
    expect((names.body as { name: string }[]).map((n) => n.name)).toEqual(['prod-text.reown.id']);
  });

  it('a message that names a coin type must name the body’s coin_type; the signature is checked on that chain', async () => {
    const signer = freshSigner();
    const otherChain = coinTypeFromChainId(1);
    // Names 31337, sent for eip155:1.
    const for31337 = registrationMessage('chain-hop.reown.id', { coinType: COIN_TYPE });
    const signature = await signer.signMessage({ message: for31337 });
    expect(
      await register({ coin_type: otherChain, address: signer.address, message: for31337, signature }),
    ).toEqual(refused(NAME_ERRORS.coinTypeMismatch));
    expect((await getJson(urlOf(cloud, '/v1/profile/account/chain-hop.reown.id'))).status).toBe(404);
    // Names the chain it is sent for: registered.
    const forOne = registrationMessage('chain-hop.reown.id', { coinType: otherChain });
    expect(
      await register({
        coin_type: otherChain,
        address: signer.address,
        message: forOne,
        signature: await signer.signMessage({ message: forOne }),
      }),
    ).toEqual({ status: 200, body: { success: true } });
    // Production's message (no coin type) for eip155:1 registers too, signed by the address.
    const unbound = registrationMessage('chain-hop-2.reown.id');
    const signed = { message: unbound, signature: await signer.signMessage({ message: unbound }) };
    expect(await register({ coin_type: otherChain, address: signer.address, ...signed })).toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it('refuses attributes that are not https links or are too long: javascript:, data:text, http, long values', async () => {
    const signer = freshSigner();
    const attacks: Record<string, string>[] = [
      { avatar: 'javascript:alert(1)' },
      { url: 'JavaScript:alert(document.cookie)' },
      { url: ' javascript:alert(1)' },
      { avatar: 'data:text/html,<script>alert(1)</script>' },
      { avatar: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { avatar: 'http://img.example/a.png' },
      { url: 'https://user:pw@evil.example/' },
      { description: 'javascript:alert(1)' },
      { description: 'java script:alert(1)' },
      { url: 'https://evil.example/\u202egnp.exe' },
      { description: 'x'.repeat(1000) },
      { avatar: `https://img.example/${'a'.repeat(2100)}` },
      { 'bad key!': 'value' },
      Object.fromEntries(Array.from({ length: 11 }, (_, n) => [`key${n}`, 'v'])),
    ];
    for (const attributes of attacks) {
      expect(
        await registerAs(signer, 'attr-name.reown.id', { attributes }),
        JSON.stringify(attributes),
      ).toEqual(refused(NAME_ERRORS.invalidAttributes));
    }
    expect((await getJson(urlOf(cloud, '/v1/profile/account/attr-name.reown.id'))).status).toBe(404);
    expect(
      (
        await registerAs(signer, 'attr-name.reown.id', {
          attributes: { avatar: 'https://img.example/a.png', description: 'Hello' },
        })
      ).status,
    ).toBe(200);
  });

  it(`an address registers at most ${MAX_NAMES_PER_ADDRESS} names`, async () => {
    const signer = freshSigner();
    for (let n = 0; n < MAX_NAMES_PER_ADDRESS; n++) {
      expect((await registerAs(signer, `quota-${n}-name.reown.id`)).status).toBe(200);
    }
    expect(await registerAs(signer, 'quota-extra.reown.id')).toEqual(refused(NAME_ERRORS.quota, 403));
    expect((await getJson(urlOf(cloud, '/v1/profile/account/quota-extra.reown.id'))).status).toBe(404);
    const names = await getJson(urlOf(cloud, `/v1/profile/reverse/${signer.address}`));
    expect(names.body).toHaveLength(MAX_NAMES_PER_ADDRESS);
  });

  it(`one IP makes at most ${NAME_REGISTRATIONS_PER_IP} registration attempts per window`, async () => {
    let nowMs = Date.now();
    const limited = await startCloud({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      chains: { 'eip155:31337': chain.url },
      nameLimits: { now: () => nowMs },
    });
    try {
      const post = async (signer: typeof owner, name: string) => {
        const message = registrationMessage(name, { timestamp: Math.floor(nowMs / 1000) });
        return sendJson(urlOf(limited, '/v1/profile/account'), 'POST', {
          coin_type: COIN_TYPE,
          address: signer.address,
          message,
          signature: await signer.signMessage({ message }),
        });
      };
      // Attempts count, registered or not (each costs a signature check).
      for (let n = 0; n < NAME_REGISTRATIONS_PER_IP; n++) {
        expect((await post(stranger, `spam-${n}.reown.id`)).status).not.toBe(429);
      }
      const blocked = await post(freshSigner(), 'spam-late.reown.id');
      expect({ status: blocked.status, body: blocked.body }).toEqual(refused(NAME_ERRORS.rateLimited, 429));
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await getJson(urlOf(limited, '/v1/profile/account/spam-late.reown.id'))).status).toBe(404);
      // Once the window has passed, the IP may register again.
      nowMs += NAME_REGISTRATION_WINDOW_MS;
      expect((await post(freshSigner(), 'spam-late.reown.id')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
