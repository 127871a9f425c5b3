/**
 * Faults survived: the chain RPC goes down while a wallet is connected, then comes back at
 * the same address (a TCP proxy in front of anvil keeps it: test-support/switchableTcpProxy.ts). A
 * real engine (on the real dev/cloud) with the REAL test wallet announced in the page
 * (dev/test-wallet/injected: it signs locally and sends to the chain) on a REAL anvil: what the person
 * is told, that the connection and the send draft stay, and that once the chain is back the balance
 * reads again and the same send goes through.
 *
 * §8 has no text for a failed native-balance read: the balances statechart keeps the last value and
 * records 'Something went wrong' (its fallback for an error that is not Portico's); nothing is shown.
 * A failed send shows the send statechart's fallback, 'Something went wrong', as an error notice.
 */
import { createPublicClient, http, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNT_BALANCE_ETH, EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { PROJECT } from '../../dev/cloud/test-helpers.ts';
import { installTestWallet, type TestWalletHandle } from '../../dev/test-wallet/injected/install.ts';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { poll } from '../../test-support/eventually.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import { installPageWindow } from '../../test-support/pageWallets.ts';
import { type SwitchableTcpProxy, startSwitchableTcpProxy } from '../../test-support/switchableTcpProxy.ts';
import { sendActorOf } from '../accountDataChildren.ts';
import { connect } from '../actions/connect.ts';
import { setSendAmount, setSendReceiver, setSendToken, submitSend } from '../actions/send.ts';
import { waitUntil } from '../actions/waitUntil.ts';
import { balancesActorOf, connectionActorOf } from '../children.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import type { PorticoEngine } from '../engine.types.ts';

const CHAIN_ID = 31337;
const FULL_BALANCE = parseEther(String(EVM_ACCOUNT_BALANCE_ETH)).toString();
const RECEIVER = EVM_ACCOUNTS[5]?.address ?? '';

let chain: RunningAnvil;
/** What the engine and the wallet reach the chain by: the proxy keeps its port while anvil is away. */
let rpc: SwitchableTcpProxy;
let cloud: RunningCloud;
let modal: PorticoModal | undefined;
let wallet: TestWalletHandle | undefined;
let uninstallWindow: (() => void) | undefined;
let chainDown = false;

beforeAll(async () => {
  [chain, cloud] = await Promise.all([
    startAnvil({ chainId: CHAIN_ID, port: 0 }),
    startCloud({ port: 0, dbPath: ':memory:', quiet: true }),
  ]);
  rpc = await startSwitchableTcpProxy(chain.port);
}, 60_000);
afterAll(async () => {
  await Promise.all([chain?.close(), cloud?.close(), rpc?.close()]);
});
afterEach(async () => {
  // A test that failed with the chain down leaves it running for the next one.
  if (chainDown) await restartChain();
  modal?.destroy();
  wallet?.uninstall();
  uninstallWindow?.();
  modal = wallet = uninstallWindow = undefined;
});

/** The chain RPC down: anvil stopped, every connection to its address reset. */
async function stopChain(): Promise<void> {
  chainDown = true;
  rpc.off();
  await chain.close();
}

/** The chain RPC back at the same address: a fresh anvil, every dev account funded again. */
async function restartChain(): Promise<void> {
  chain = await startAnvil({ chainId: CHAIN_ID, port: 0 });
  rpc.on(chain.port);
  chainDown = false;
}

/** The engine with the test wallet in the page, connected to the anvil network. */
async function connected(): Promise<PorticoEngine> {
  uninstallWindow = installPageWindow();
  const page = (globalThis as unknown as { window: Window }).window;
  wallet = installTestWallet(
    { chains: [{ chainId: CHAIN_ID, rpcUrl: rpc.url, name: 'Anvil' }], mode: 'approve' },
    page,
  );
  modal = createModal(
    {
      projectId: PROJECT,
      // The anvil, as a host gives a network the built-in registry does not know.
      networks: [
        {
          id: CHAIN_ID,
          caipNetworkId: `eip155:${CHAIN_ID}`,
          chainNamespace: 'eip155',
          name: 'Anvil',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpc.url] } },
        },
      ],
      endpoints: { api: cloud.url, blockchainApi: cloud.url },
    },
    { startEngine, storage: memoryStorage() },
  );
  const engine = await modal.load();
  await connect(modal, { connectorId: wallet.info.rdns });
  return engine;
}

function balancesOf(engine: PorticoEngine) {
  const balances = balancesActorOf(engine.actor.getSnapshot(), 'eip155');
  if (!balances) throw new Error('no eip155 balances actor');
  return balances;
}

function sendOf(engine: PorticoEngine) {
  const send = sendActorOf(engine.actor.getSnapshot());
  if (!send) throw new Error('no send actor');
  return send;
}

const connectionStatus = (engine: PorticoEngine) =>
  connectionActorOf(engine.actor.getSnapshot(), 'eip155')?.getSnapshot().context.status;

const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: `eip155:${CHAIN_ID}`,
  price: 0,
  quantity: { decimals: '18', numeric: String(EVM_ACCOUNT_BALANCE_ETH) },
  iconUrl: '',
};

describe('the chain RPC down while connected, then back on the same port', () => {
  it('the balance read fails and keeps the last value, the connection stays; once back a refresh reads it', async () => {
    const engine = await connected();
    const balances = balancesOf(engine);
    const first = await waitUntil(balances, (s) => s.matches({ watching: 'fresh' }));
    expect(first.context.native).toEqual({ value: FULL_BALANCE, decimals: 18, symbol: 'ETH' });

    await stopChain();
    // The forced refresh the engine sends after a send or an approved request.
    balances.send({ type: 'balances.refresh', force: true });
    const failed = await waitUntil(balances, (s) => s.matches({ watching: 'failed' }));
    expect(failed.context.nativeError).toBe(MESSAGES.somethingWentWrong);
    expect(failed.context.native).toEqual(first.context.native);
    expect(connectionStatus(engine)).toBe('connected');

    await restartChain();
    // A failed read retries on the next refresh (a view asking again).
    balances.send({ type: 'balances.refresh' });
    const back = await waitUntil(balances, (s) => s.matches({ watching: 'fresh' }));
    expect(back.context).toMatchObject({
      native: { value: FULL_BALANCE, decimals: 18, symbol: 'ETH' },
      nativeError: undefined,
    });
  });

  it('a send fails with its reason on the review, keeps the draft and the connection; once back the same draft sends', async () => {
    const engine = await connected();
    await waitUntil(balancesOf(engine), (s) => s.matches({ watching: 'fresh' }));
    const send = sendOf(engine);
    const live = modal as PorticoModal;
    setSendToken(live, ETH);
    setSendAmount(live, '1.5');
    setSendReceiver(live, RECEIVER);

    await stopChain();
    submitSend(live);
    // The error shows once, on the review it was sent from (no notice besides).
    const failed = await waitUntil(send, (s) => s.matches('reviewing') && s.context.error !== undefined);
    expect(failed.context).toMatchObject({
      error: MESSAGES.somethingWentWrong,
      token: ETH,
      sendTokenAmount: '1.5',
      receiverAddress: RECEIVER,
    });
    expect(engine.notices.getSnapshot().context.message).toBe('');
    expect(connectionStatus(engine)).toBe('connected');

    await restartChain();
    const receiverBefore = await readBalance(RECEIVER);
    submitSend(live);
    const sent = await waitUntil(send, (s) => s.matches('editing') && s.context.token === undefined);
    expect(sent.context.error).toBeUndefined();
    // The send is done once the wallet gave its hash; the chain's balance follows (waited for, not read once).
    await poll(() => readBalance(RECEIVER)).toBe(receiverBefore + parseEther('1.5'));
    // The engine refreshes the balance after a send: it shows the 1.5 ETH (and the gas) gone.
    const refreshed = await waitUntil(
      balancesOf(engine),
      (s) => s.matches({ watching: 'fresh' }) && s.context.native?.value !== FULL_BALANCE,
    );
    expect(BigInt(refreshed.context.native?.value ?? FULL_BALANCE)).toBeLessThan(
      BigInt(FULL_BALANCE) - parseEther('1.5'),
    );
    expect(connectionStatus(engine)).toBe('connected');
  });
});

/** The receiver's balance, read straight from the chain. */
function readBalance(address: string): Promise<bigint> {
  return createPublicClient({ transport: http(chain.url) }).getBalance({
    address: address as `0x${string}`,
  });
}
