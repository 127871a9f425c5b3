/**
 * The name-service client against the real local name service (dev/cloud on a free port, real HTTP,
 * real SQLite, signatures checked on a real anvil): §7 profile and identity calls, the §8 texts, the
 * §9 5-minute caches.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import { DEV_PROJECT_ID } from '../../dev/cloud/projects.ts';
import { NAME_ERRORS } from '../../dev/cloud/routes/profile.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { registrationMessage } from '../../domain/accountName.ts';
import { coinTypeFromChainId } from '../../domain/coinType.ts';
import { NAME_SERVICE_CACHE_MS } from '../../domain/constants.ts';
import { errorRegisteringName, MESSAGES } from '../../domain/errors.ts';
import { createCloudClient } from './cloudClient.ts';
import { createNameService, type NameServiceClient, NameServiceError } from './nameService.ts';

// Accounts 6 and 7 of the dev chain: no other test of this file's cloud signs with them.
const owner = privateKeyToAccount(EVM_ACCOUNTS[6]?.privateKey ?? '0x');
const other = privateKeyToAccount(EVM_ACCOUNTS[7]?.privateKey ?? '0x');
const COIN_TYPE = coinTypeFromChainId(31337);

let chain: RunningAnvil;
let cloud: RunningCloud;
/** The requests the clients sent, as `METHOD path?query`. */
const sent: string[] = [];
let clock = 1_000_000;
let names: NameServiceClient;

function client(projectId = DEV_PROJECT_ID): NameServiceClient {
  const cloudClient = createCloudClient({
    baseUrl: cloud.url,
    projectId,
    fetch: (input, init) => {
      const url = new URL(String(input));
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}?${url.searchParams.toString()}`);
      return fetch(input, init);
    },
  });
  return createNameService(cloudClient, { now: () => clock });
}

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { 'eip155:31337': chain.url },
  });
  names = client();
});
afterAll(async () => {
  await cloud?.close();
  await chain?.close();
});

async function registerAs(signer: typeof owner, name: string, service = names) {
  const message = registrationMessage(name, Date.now());
  await service.register({
    name,
    coinType: COIN_TYPE,
    address: signer.address,
    message,
    signature: await signer.signMessage({ message }),
  });
}

/** The rejection of a call, which must be a NameServiceError. */
async function failureOf(call: Promise<unknown>): Promise<NameServiceError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NameServiceError);
  return error as NameServiceError;
}

describe('every call carries the project id and the SDK properties', () => {
  it('a lookup sends projectId, st, sv and apiVersion=2', async () => {
    sent.length = 0;
    await names.lookup('nobody.reown.id').catch(() => undefined);
    const query = new URLSearchParams(sent[0]?.split('?')[1]);
    expect(query.get('projectId')).toBe(DEV_PROJECT_ID);
    expect(query.get('st')).toBe('portico');
    expect(query.get('sv')).toBeTruthy();
    expect(query.get('apiVersion')).toBe('2');
  });
});

describe('registration (§4) and lookups (§7)', () => {
  it('registers a signed name; lookup, reverse lookup and identity then answer it', async () => {
    await registerAs(owner, 'carol-01.reown.id');
    const found = await names.lookup('carol-01.reown.id');
    expect(found.name).toBe('carol-01.reown.id');
    expect(found.addresses[String(COIN_TYPE)]?.address).toBe(owner.address);
    expect(found.attributes).toEqual({});
    expect((await names.reverseLookup(owner.address)).map((name) => name.name)).toEqual([
      'carol-01.reown.id',
    ]);
    expect(await names.identity(owner.address)).toEqual({ name: 'carol-01.reown.id', avatar: null });
  });

  it("a refused registration says the server's first reason", async () => {
    const error = await failureOf(registerAs(other, 'carol-01.reown.id'));
    expect(error.message).toBe(NAME_ERRORS.taken);
    expect(error.status).toBe(409);
    const message = registrationMessage('dave-01.reown.id', Date.now());
    const forged = await failureOf(
      names.register({
        name: 'dave-01.reown.id',
        coinType: COIN_TYPE,
        address: owner.address,
        message,
        signature: await other.signMessage({ message }),
      }),
    );
    expect(forged.message).toBe(NAME_ERRORS.badSignature);
  });

  it("a failure without reasons says 'Error registering name {name}'", async () => {
    // An unknown project answers `{ message }`, not reasons: the §8 fallback is shown.
    const error = await failureOf(
      client('not-a-project').register({
        name: 'erin.reown.id',
        coinType: COIN_TYPE,
        address: owner.address,
        message: '{}',
        signature: '0x',
      }),
    );
    expect(error.message).toBe(errorRegisteringName('erin.reown.id'));
  });

  it("a name that is not registered: 404 with the server's reason", async () => {
    const error = await failureOf(names.lookup('nobody.reown.id'));
    expect(error.status).toBe(404);
    expect(error.message).toBe(NAME_ERRORS.notFound);
  });

  it("lookups without reasons fall back to 'Error resolving name', 'Error fetching names for address'", async () => {
    const stranger = client('not-a-project');
    expect((await failureOf(stranger.lookup('carol-01.reown.id'))).message).toBe(MESSAGES.errorResolvingName);
    expect((await failureOf(stranger.reverseLookup(owner.address))).message).toBe(
      MESSAGES.errorFetchingNamesForAddress,
    );
  });
});

describe('suggestions (§4 as the person types)', () => {
  it('a free name is suggested as itself; a taken one with free alternatives', async () => {
    expect(await names.suggestions('zed-free')).toEqual([{ name: 'zed-free.reown.id', registered: false }]);
    const taken = await names.suggestions('carol-01');
    expect(taken[0]).toEqual({ name: 'carol-01.reown.id', registered: true });
    expect(taken.slice(1).every((suggestion) => !suggestion.registered)).toBe(true);
    expect(taken.length).toBeGreaterThan(1);
    expect(sent.at(-1)).toContain('zone=reown.id');
  });

  it("a refused suggestion says the server's reason, else 'Error fetching name suggestions'", async () => {
    expect((await failureOf(names.suggestions('ab'))).status).toBe(400);
    expect((await failureOf(client('not-a-project').suggestions('alice'))).message).toBe(
      MESSAGES.errorFetchingNameSuggestions,
    );
  });
});

describe('§9 the reverse lookup and the identity are kept 5 minutes per address', () => {
  it('asks the server once within 5 minutes, again after; a registration forgets the address', async () => {
    const service = client();
    const calls = (path: string) => sent.filter((line) => line.includes(path)).length;
    const reversePath = `/v1/profile/reverse/${other.address}`;
    const identityPath = `/v1/identity/${other.address}`;
    const before = { reverse: calls(reversePath), identity: calls(identityPath) };
    expect(await service.reverseLookup(other.address)).toEqual([]);
    expect(await service.identity(other.address)).toEqual({ name: null, avatar: null });
    clock += NAME_SERVICE_CACHE_MS - 1;
    expect(await service.reverseLookup(other.address)).toEqual([]);
    await service.identity(other.address);
    expect(calls(reversePath) - before.reverse).toBe(1);
    expect(calls(identityPath) - before.identity).toBe(1);

    clock += 1;
    await service.reverseLookup(other.address);
    await service.identity(other.address);
    expect(calls(reversePath) - before.reverse).toBe(2);
    expect(calls(identityPath) - before.identity).toBe(2);

    await registerAs(other, 'frank-01.reown.id', service);
    expect((await service.reverseLookup(other.address)).map((name) => name.name)).toEqual([
      'frank-01.reown.id',
    ]);
    expect(await service.identity(other.address)).toEqual({ name: 'frank-01.reown.id', avatar: null });
  });
});

describe('§9 a lookup is kept 5 minutes per name', () => {
  it('asks once for a registered name within 5 minutes (any case), again after; an unknown name is not kept', async () => {
    const service = client();
    const name = 'grace-01.reown.id';
    const calls = () =>
      sent.filter((line) => line.toLowerCase().includes('/v1/profile/account/grace-01')).length;
    const before = calls();
    // Not registered yet: each lookup asks again (it may be registered any moment).
    await failureOf(service.lookup(name));
    await failureOf(service.lookup(name));
    expect(calls() - before).toBe(2);

    await registerAs(owner, name, service);
    expect((await service.lookup(name)).addresses[String(COIN_TYPE)]?.address).toBe(owner.address);
    clock += NAME_SERVICE_CACHE_MS - 1;
    expect((await service.lookup('Grace-01.reown.id')).name).toBe(name);
    expect(calls() - before).toBe(3);
    clock += 1;
    await service.lookup(name);
    expect(calls() - before).toBe(4);
  });
});
