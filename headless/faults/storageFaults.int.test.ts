/**
 * Faults survived: garbage under every storage key of headless/storage/keys.ts when the
 * engine starts. The real engine (on the real dev cloud, with a wallet announced in the page) starts
 * and works: a connect succeeds. Before the visitor acts, no stored value is lost or overwritten: what
 * the engine reads at start is set aside exactly as it was under `<key>.unreadable` and reported on
 * the console, what it does not read stays where it is. What sign-in reads once the wallet connects
 * is set aside and reported the same way. And a remembered connection whose wallet is not in the page
 * (an extension that announces itself late) stays remembered for the next load.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  type MockInstance,
  test,
  vi,
} from 'vitest';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { PROJECT } from '../../dev/cloud/test-helpers.ts';
import { eventually } from '../../test-support/eventually.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import {
  announcePageWallets,
  installPageWindow,
  PAGE_WALLET_ADDRESS,
} from '../../test-support/pageWallets.ts';
import { connect } from '../actions/connect.ts';
import { waitUntil } from '../actions/waitUntil.ts';
import { accountSessionOf, connectionActorOf } from '../children.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { STORAGE_KEYS, type StorageKey } from '../storage/keys.ts';

let cloud: RunningCloud;
let modal: PorticoModal | undefined;
let consoleError: MockInstance<typeof console.error>;
const undo: Array<() => void> = [];

beforeAll(async () => {
  cloud = await startCloud({ port: 0, dbPath: ':memory:', quiet: true });
});
afterAll(() => cloud.close());
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  modal?.destroy();
  modal = undefined;
  for (const step of undo.splice(0).reverse()) step();
  consoleError.mockRestore();
});

/** Garbage under each key: text no key's value can be (not JSON, not a list of chain ids). */
const GARBAGE = Object.fromEntries(
  Object.entries(STORAGE_KEYS).map(([key, name]) => [key, `<html>${name} was eaten by a proxy</html>`]),
) as Record<StorageKey, string>;

/** What reads each key, and when: at engine start, with sign-in once the wallet connects, or not yet. */
const READ_AT_START: readonly StorageKey[] = ['connectedConnectors', 'lastUsedChain', 'recentWallets'];
const NOT_READ_BEFORE_THE_VISITOR_ACTS: readonly StorageKey[] = [
  'emailLoginUsed',
  'email',
  'socialUsername',
  'lastEmailLoginTime',
  'smartAccountEnabledNetworks',
  'preferredAccountTypes',
];

/** The console reports: each names the key and where its value was kept. */
const typedReport = (key: StorageKey) =>
  `Portico cannot read the value stored under '${STORAGE_KEYS[key]}' (not JSON): the value was kept ` +
  `as it was under '${STORAGE_KEYS[key]}.unreadable', and Portico goes on without it.`;
const signInReport = (key: StorageKey) =>
  `Portico cannot read the sign-in sessions stored under '${STORAGE_KEYS[key]}' (not JSON): the value ` +
  `was kept as it was under '${STORAGE_KEYS[key]}.unreadable', and the visitor is asked to sign in again.`;
const reported = () => consoleError.mock.calls.map(([message]) => message);

function expectSetAside(items: Map<string, string>, key: StorageKey): void {
  expect(items.get(`${STORAGE_KEYS[key]}.unreadable`), key).toBe(GARBAGE[key]);
}

/** A page window with one wallet announced in it (both undone after the test): the wallet. */
function walletInThePage() {
  undo.push(installPageWindow());
  const page = announcePageWallets(1);
  undo.push(page.uninstall);
  const [wallet] = page.wallets;
  if (!wallet) throw new Error('no page wallet');
  return wallet;
}

const SIGN_IN = [
  { name: 'the local implementation', siwx: {}, sessionsKey: 'siwxSessions', otherKey: 'siwxCloudSessions' },
  {
    name: 'the cloud implementation',
    siwx: { server: true },
    sessionsKey: 'siwxCloudSessions',
    otherKey: 'siwxSessions',
  },
] as const;

describe('every storage key corrupted at engine start', () => {
  test.each(SIGN_IN)(
    'sign-in with $name: the engine starts and connects, nothing stored is lost',
    async ({ siwx, sessionsKey, otherKey }) => {
      const wallet = walletInThePage();
      const storage = memoryStorage();
      for (const [key, name] of Object.entries(STORAGE_KEYS))
        storage.setItem(name, GARBAGE[key as StorageKey]);

      modal = createModal(
        { projectId: PROJECT, networks: ['eip155:1'], endpoints: { api: cloud.url }, siwx },
        { startEngine, storage },
      );
      await modal.load();

      // Before the visitor acts: what the engine read is kept aside and reported, the rest untouched.
      for (const key of READ_AT_START) expectSetAside(storage.items, key);
      for (const key of [...NOT_READ_BEFORE_THE_VISITOR_ACTS, sessionsKey, otherKey])
        expect(storage.items.get(STORAGE_KEYS[key]), key).toBe(GARBAGE[key]);
      expect(reported()).toEqual(READ_AT_START.map(typedReport));

      // The engine works: the visitor connects the wallet of the page.
      const result = await connect(modal, { connectorId: wallet.id });
      expect(result.accounts.map((account) => account.address)).toEqual([PAGE_WALLET_ADDRESS]);

      // Sign-in reads its sessions for the connected account: kept aside, reported, the visitor asked again.
      await eventually(() => expect(reported()).toContain(signInReport(sessionsKey)));
      expectSetAside(storage.items, sessionsKey);
      for (const key of READ_AT_START) expectSetAside(storage.items, key);
      expect(storage.items.get(STORAGE_KEYS.connectedConnectors)).toBe(JSON.stringify({ eip155: wallet.id }));
      for (const key of [...NOT_READ_BEFORE_THE_VISITOR_ACTS, otherKey])
        expect(storage.items.get(STORAGE_KEYS[key]), key).toBe(GARBAGE[key]);
    },
  );
});

describe('a remembered connection whose wallet is not in the page', () => {
  test('stays remembered after the failed reconnect on load; the visitor can still connect another wallet', async () => {
    const wallet = walletInThePage();
    const storage = memoryStorage();
    const remembered = JSON.stringify({ eip155: 'io.late.wallet' });
    storage.setItem(STORAGE_KEYS.connectedConnectors, remembered);

    modal = createModal(
      { projectId: PROJECT, networks: ['eip155:1'], endpoints: { api: cloud.url } },
      { startEngine, storage },
    );
    const engine = await modal.load();
    // The stored connection is restored at once: the account session runs, and the restore ends.
    await waitUntil(engine.actor, (root) => accountSessionOf(root) !== undefined);
    const connection = connectionActorOf(engine.actor.getSnapshot(), 'eip155');
    if (!connection) throw new Error('no eip155 connection');
    await waitUntil(connection, (s) => s.matches('disconnected'));
    expect(storage.items.get(STORAGE_KEYS.connectedConnectors)).toBe(remembered);
    expect(reported()).toEqual([]);

    // The visitor chooses another wallet: that one is what is remembered now.
    await connect(modal, { connectorId: wallet.id });
    expect(storage.items.get(STORAGE_KEYS.connectedConnectors)).toBe(JSON.stringify({ eip155: wallet.id }));
  });
});
