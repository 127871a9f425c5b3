/**
 * getProfile and createNameRegistration on a real engine against the real local name service
 * (dev/cloud on a free port, real HTTP, real SQLite, signatures checked on anvil): the profile of an
 * address with a name, availability and suggestions as the person types, and §4's requirements.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import { DEV_PROJECT_ID } from '../../dev/cloud/projects.ts';
import { NAME_ERRORS } from '../../dev/cloud/routes/profile.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { registrationMessage } from '../../domain/accountName.ts';
import { coinTypeFromChainId } from '../../domain/coinType.ts';
import { MESSAGES } from '../../domain/errors.ts';
import {
  type NameRegistrationReport,
  nameRegistrationMachine,
} from '../../machines/names/nameRegistration.machine.ts';
import { selectNameRegistrationStatus } from '../../machines/names/nameRegistration.selectors.ts';
import { createCloudClient } from '../api/cloudClient.ts';
import { createNameService } from '../api/nameService.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { nameRegistrationActors } from '../names/nameRegistrationLogic.ts';
import { createNameRegistration } from './createNameRegistration.ts';
import { getProfile } from './getProfile.ts';

const owner = privateKeyToAccount(EVM_ACCOUNTS[8]?.privateKey ?? '0x');
const nobody = privateKeyToAccount(EVM_ACCOUNTS[9]?.privateKey ?? '0x');

let chain: RunningAnvil;
let cloud: RunningCloud;
let modal: PorticoModal;

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { 'eip155:31337': chain.url },
  });
  // The owner's name, registered as the product does: the §3 message signed by the account.
  const names = createNameService(createCloudClient({ baseUrl: cloud.url, projectId: DEV_PROJECT_ID }));
  const message = registrationMessage('gina-01.reown.id', Date.now());
  await names.register({
    name: 'gina-01.reown.id',
    coinType: coinTypeFromChainId(31337),
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  });
  modal = createModal(
    { projectId: DEV_PROJECT_ID, endpoints: { api: cloud.url }, networks: ['eip155:1'] },
    { startEngine, storage: memoryStorage() },
  );
});
afterAll(async () => {
  modal?.destroy();
  await cloud?.close();
  await chain?.close();
});

describe('getProfile (§3 profileName and profileImage)', () => {
  it("an address's name on the name service, and null for an address without one", async () => {
    expect(await getProfile(modal, { address: owner.address })).toEqual({
      name: 'gina-01.reown.id',
      avatar: null,
    });
    expect(await getProfile(modal, { address: nobody.address })).toEqual({ name: null, avatar: null });
  });
});

describe('createNameRegistration (§4) on the real name service', () => {
  it('checks availability and fetches suggestions once typing pauses', async () => {
    const registration = await createNameRegistration(modal);
    const engine = modal.engine ?? (await modal.load());
    // The root runs it as its child (one actor system: the inspector shows it).
    expect(Object.values(engine.actor.getSnapshot().children)).toContain(registration.actor);
    try {
      const settled = () =>
        waitFor(registration.actor, (snapshot) => selectNameRegistrationStatus(snapshot) === 'idle');
      registration.actor.send({ type: 'names.type', name: 'gina-01' });
      expect(selectNameRegistrationStatus(registration.actor.getSnapshot())).toBe('searching');
      const taken = await settled();
      expect(taken.context.available).toBe(false);
      expect(taken.context.suggestions[0]).toEqual({ name: 'gina-01.reown.id', registered: true });
      expect(taken.context.suggestions.length).toBeGreaterThan(1);

      // §4: the lookup of a free name fails (404), which means it is not registered.
      registration.actor.send({ type: 'names.type', name: 'gina-free' });
      const free = await settled();
      expect(free.context.available).toBe(true);
      expect(free.context.suggestions).toEqual([{ name: 'gina-free.reown.id', registered: false }]);
    } finally {
      registration.stop();
    }
    expect(Object.values(engine.actor.getSnapshot().children)).not.toContain(registration.actor);
  });

  it('registering needs a connected account with the auth connector: the §8 text, in the snackbar too', async () => {
    const engine = modal.engine ?? (await modal.load());
    const registration = await createNameRegistration(modal);
    try {
      // The facts the root told it: nothing connected, the active network.
      const { facts } = registration.actor.getSnapshot().context;
      expect(facts.address).toBeUndefined();
      registration.actor.send({ type: 'names.register', name: 'gina-free' });
      const expected = facts.caipNetworkId
        ? MESSAGES.addressOrAuthConnectorNotFound
        : MESSAGES.networkNotFound;
      expect(registration.actor.getSnapshot().context.error).toBe(expected);
      const notice = await waitFor(engine.notices, (snapshot) => snapshot.context.message === expected);
      expect(notice.context.variant).toBe('error');
    } finally {
      registration.stop();
    }
  });
});

describe('the registration statechart with the engine-side actors, signed by the account (§4)', () => {
  function registrationAs(signer: typeof owner) {
    const names = createNameService(createCloudClient({ baseUrl: cloud.url, projectId: DEV_PROJECT_ID }));
    const reports: NameRegistrationReport[] = [];
    const machine = nameRegistrationMachine.provide({
      actors: nameRegistrationActors(names, ({ message }) => signer.signMessage({ message })),
      actions: { report: (_, report) => void reports.push(report) },
    });
    const actor = createActor(machine, {
      input: { address: owner.address, caipNetworkId: 'eip155:31337', hasAuthConnector: true },
    }).start();
    return { actor, names, reports };
  }

  it('signs the §3 message, registers, stores the profile name and shows RegisterAccountNameSuccess', async () => {
    const { actor, names, reports } = registrationAs(owner);
    actor.send({ type: 'names.register', name: 'gina-second' });
    expect(actor.getSnapshot().matches('registering')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(reports).toEqual([
      {
        type: 'names.registered',
        name: 'gina-second.reown.id',
        address: owner.address,
        caipNetworkId: 'eip155:31337',
      },
      { type: 'names.viewRequested', view: 'RegisterAccountNameSuccess' },
    ]);
    expect(
      (await names.lookup('gina-second.reown.id')).addresses[String(coinTypeFromChainId(31337))]?.address,
    ).toBe(owner.address);
  });

  it("a refused registration goes back to RegisterAccountName with the server's reason; loading is cleared", async () => {
    // Another key signs for the owner's address: the server refuses the signature.
    const { actor, reports } = registrationAs(nobody);
    actor.send({ type: 'names.register', name: 'gina-third' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.error).toBe(NAME_ERRORS.badSignature);
    expect(reports).toEqual([
      { type: 'notice.raised', variant: 'error', message: NAME_ERRORS.badSignature },
      { type: 'names.viewRequested', view: 'RegisterAccountName' },
    ]);
    actor.stop();
  });
});
