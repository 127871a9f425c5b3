/**
 * Attacks on the swap that is sent: a conversion API that answers the review honestly but
 * builds another swap than the one reviewed. The real dev cloud and a seeded anvil, with a fetch in
 * between that rewrites the build-transaction answer as a malicious (or compromised) API would: another
 * recipient, a lower minimum, another router, more sold, more value. The whole swap statechart runs
 * with the engine's actors and a real EIP-1193 wallet (dev/test-wallet's, signing with a dev key); each
 * attack must leave the chain untouched (the account's nonce and holdings as they were) and bring the
 * review back with the reason. An honest build after a price move either holds the shown minimum or
 * brings the review back with the new quote.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorRefFrom, waitFor } from 'xstate';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { UNISWAP_V2_ROUTER_ABI } from '../../dev/chain/seed/artifacts/uniswapV2Periphery.ts';
import { UNISWAP_V2_ROUTER, WETH } from '../../dev/chain/seed/exchange.ts';
import { PTK } from '../../dev/chain/seed/plan.ts';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import { indexedToHead } from '../../dev/cloud/indexer/test-helpers.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { createApprover } from '../../dev/test-wallet/injected/approval.ts';
import { createEvmWallet, type EvmWallet } from '../../dev/test-wallet/injected/evm/provider.ts';
import type { CaipNetworkId } from '../../domain/caip.ts';
import * as errors from '../../domain/errors.ts';
import { minimumReceived } from '../../domain/swap/swapAmounts.ts';
import { startAsChild } from '../../test-support/reports.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import type { Eip1193Provider } from '../connectors/types.ts';
import { createSwapLogic } from './swapLogic.ts';

const PROJECT = 'portico-dev-project';

function devAccount(index: number) {
  const found = EVM_ACCOUNTS[index];
  if (!found) throw new Error(`no dev account ${index}`);
  return found;
}
/** The visitor swaps; the attacker receives; the mover trades between the review and the build. */
const VISITOR = devAccount(1);
const ATTACKER = devAccount(7).address;
const MOVER = devAccount(4);

type Built = { tx: { from: string; to: string; data: Hex; value?: string; eip155: unknown } };
/** How the API in the middle rewrites a build-transaction answer (undefined: it passes it on). */
let tamper: ((built: Built) => Built) | undefined;
/** What the API in the middle does before it forwards a build-transaction (a trade, say). */
let beforeBuild: (() => Promise<void>) | undefined;

let chains: RunningChains;
let cloud: RunningCloud;
let wallet: EvmWallet;
let chain: CaipNetworkId;
let url: string;

/** The dev cloud, with build-transaction answers rewritten by `tamper`. */
const middle: typeof fetch = async (input, init) => {
  const target = input instanceof Request ? input.url : String(input);
  const isBuild = target.includes('/v1/convert/build-transaction');
  if (isBuild && beforeBuild) await beforeBuild();
  const response = await fetch(input, init);
  if (!isBuild || !tamper || !response.ok) return response;
  const built = tamper((await response.json()) as Built);
  return new Response(JSON.stringify(built), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};

beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  chain = evm.caip2Id as CaipNetworkId;
  url = evm.url;
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    indexerPollMs: 50,
    chains: { [chain]: url },
  });
  await indexedToHead(cloud, chains);
  wallet = createEvmWallet({
    chains: [{ chainId: evm.chainId, rpcUrl: url, name: `Anvil ${evm.chainId}` }],
    privateKeys: [VISITOR.privateKey],
    approver: createApprover({ mode: 'approve' }),
    origin: () => 'http://localhost',
  });
  await wallet.provider.request({ method: 'eth_requestAccounts' });
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const viem = () => createPublicClient({ transport: http(url) });
const caip10 = (address: string): `${string}:${string}:${string}` => `${chain}:${address}`;
const nonceOf = (address: Address) => viem().getTransactionCount({ address });
const ptkOf = (owner: Address) =>
  viem().readContract({ address: PTK.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

/** A swap statechart for the visitor, its effects the engine's, the API behind `middle`. */
function startSwap() {
  const logic = createSwapLogic({
    api: { baseUrl: cloud.url, projectId: PROJECT, fetch: middle },
    provider: (namespace): Eip1193Provider | undefined =>
      namespace === 'eip155' ? { request: (args) => wallet.provider.request(args) } : undefined,
    networks: [testEvmNetwork(31337, [url])],
    rpcOptions: () => ({}),
  });
  return startAsChild(logic, {
    input: { account: { caipAddress: caip10(VISITOR.address), caipNetworkId: chain } },
  });
}
type SwapActor = ActorRefFrom<ReturnType<typeof createSwapLogic>>;

/** Types ETH → PTK for `amount` ETH, waits for the quote and opens the review; the quote shown. */
async function reviewEthForPtk(actor: SwapActor, amount: string): Promise<bigint> {
  await waitFor(actor, (s) => s.matches('editing'));
  const { tokens } = actor.getSnapshot().context;
  const eth = tokens.find((token) => token.symbol === 'ETH');
  const ptk = tokens.find((token) => token.symbol === 'PTK');
  if (!eth || !ptk) throw new Error('ETH and PTK are listed');
  actor.send({ type: 'swap.setSourceToken', token: eth });
  actor.send({ type: 'swap.setToToken', token: ptk });
  actor.send({ type: 'swap.setAmount', amount });
  await waitFor(actor, (s) => s.matches({ editing: 'quoted' }));
  actor.send({ type: 'swap.review' });
  await waitFor(actor, (s) => s.matches({ preview: 'reviewing' }));
  return BigInt(actor.getSnapshot().context.quote?.toAmount ?? -1);
}

/** Confirms the review; resolves once the flow is back on the review or the swap is done. */
async function confirm(actor: SwapActor) {
  actor.send({ type: 'swap.confirm' });
  await waitFor(actor, (s) => !s.matches({ preview: 'reviewing' }));
  return waitFor(actor, (s) => s.matches({ preview: 'reviewing' }) || s.matches('editing'));
}

/** The router call's arguments rewritten by `change` (Uniswap v2's swapExactETHForTokens). */
function rewriteCall(
  built: Built,
  change: (args: [bigint, readonly Address[], Address, bigint]) => typeof args,
) {
  const call = decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data: built.tx.data });
  if (call.functionName !== 'swapExactETHForTokens') throw new Error(`not an ETH swap: ${call.functionName}`);
  const args = change(call.args as [bigint, readonly Address[], Address, bigint]);
  return {
    ...built,
    tx: {
      ...built.tx,
      data: encodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', args }),
    },
  };
}

const ATTACKS: { name: string; fault: errors.SwapBuildFault; rewrite: (built: Built) => Built }[] = [
  {
    name: 'another recipient (the attacker receives the tokens)',
    fault: 'recipient',
    rewrite: (built) => rewriteCall(built, ([min, path, , deadline]) => [min, path, ATTACKER, deadline]),
  },
  {
    name: 'another router (the value goes to the attacker)',
    fault: 'router',
    rewrite: (built) => ({ ...built, tx: { ...built.tx, to: caip10(ATTACKER) } }),
  },
  {
    name: 'more sold (a higher value, so a higher amount in, than the review showed)',
    fault: 'value',
    rewrite: (built) => ({
      ...built,
      tx: { ...built.tx, value: (BigInt(built.tx.value ?? '0') * 3n).toString() },
    }),
  },
  {
    name: 'another token bought (the path ends elsewhere)',
    fault: 'tokens',
    rewrite: (built) =>
      rewriteCall(built, ([min, path, to, deadline]) => [min, [path[0] as Address, ATTACKER], to, deadline]),
  },
];

describe('a conversion API that builds another swap than the one reviewed', () => {
  it.each(ATTACKS)('$name: nothing is sent and the review says why', async ({ fault, rewrite }) => {
    const { actor, stop } = startSwap();
    await reviewEthForPtk(actor, '0.01');
    const nonce = await nonceOf(VISITOR.address);
    const [ptkBefore, attackerPtk, attackerEth] = await Promise.all([
      ptkOf(VISITOR.address),
      ptkOf(ATTACKER),
      viem().getBalance({ address: ATTACKER }),
    ]);
    tamper = rewrite;
    try {
      await confirm(actor);
    } finally {
      tamper = undefined;
    }
    // Nothing reached the chain: no transaction from the visitor, nothing moved to the attacker.
    expect(await nonceOf(VISITOR.address)).toBe(nonce);
    expect(await ptkOf(VISITOR.address)).toBe(ptkBefore);
    expect(await ptkOf(ATTACKER)).toBe(attackerPtk);
    expect(await viem().getBalance({ address: ATTACKER })).toBe(attackerEth);
    // The review is back with the reason.
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ preview: 'reviewing' })).toBe(true);
    expect(snapshot.context.error).toBe(errors.swapBuildRefused(fault));
    stop();
  });

  it('a lower minimum than the review showed is not sent: the review comes back with a fresh quote', async () => {
    const { actor, stop } = startSwap();
    const shown = await reviewEthForPtk(actor, '0.01');
    const nonce = await nonceOf(VISITOR.address);
    tamper = (built) => rewriteCall(built, ([min, path, to, deadline]) => [min / 2n, path, to, deadline]);
    try {
      await confirm(actor);
    } finally {
      tamper = undefined;
    }
    expect(await nonceOf(VISITOR.address)).toBe(nonce);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ preview: 'reviewing' })).toBe(true);
    expect(snapshot.context.error).toBe(errors.swapQuoteMoved());
    // The honest quote did not move: the new review shows the same amount.
    expect(snapshot.context.quote?.toAmount).toBe(shown.toString());
    stop();
  });

  it('an honest build after a price move: the review comes back with the worse quote, and the swap sent holds its minimum', async () => {
    const { actor, stop } = startSwap();
    const shown = await reviewEthForPtk(actor, '0.05');
    const nonce = await nonceOf(VISITOR.address);
    // Between the review and the build, another trade buys PTK with 5 ETH: the price moves against
    // the visitor, and the API builds from its fresh quote, as production's does.
    beforeBuild = async () => {
      beforeBuild = undefined;
      const moverWallet = createWalletClient({ account: MOVER.address, transport: http(url) });
      const block = await viem().getBlock();
      const hash = await moverWallet.writeContract({
        chain: null,
        address: UNISWAP_V2_ROUTER,
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [0n, [WETH.address, PTK.address], MOVER.address, block.timestamp + 600n],
        value: parseEther('5'),
        gas: 300_000n,
      });
      expect((await viem().waitForTransactionReceipt({ hash })).status).toBe('success');
    };
    const ptkBefore = await ptkOf(VISITOR.address);
    await confirm(actor);
    const received = (await ptkOf(VISITOR.address)) - ptkBefore;
    const afterFirst = actor.getSnapshot();
    // Either the swap sent held the minimum shown, or nothing was sent and the review is back.
    const heldMinimum = received >= minimumReceived(shown, 1);
    const reviewBack =
      afterFirst.matches({ preview: 'reviewing' }) && (await nonceOf(VISITOR.address)) === nonce;
    expect(heldMinimum || reviewBack).toBe(true);
    // The price did move: the build could not hold the minimum, so the review came back, worse.
    expect(reviewBack).toBe(true);
    expect(afterFirst.context.error).toBe(errors.swapQuoteMoved());
    const newQuote = BigInt(afterFirst.context.quote?.toAmount ?? -1);
    expect(newQuote).toBeLessThan(shown);

    // Confirmed again at the new quote: sent, and at least its minimum arrives.
    await confirm(actor);
    expect(actor.getSnapshot().matches('editing'), actor.getSnapshot().context.error).toBe(true);
    expect(await nonceOf(VISITOR.address)).toBe(nonce + 1);
    expect((await ptkOf(VISITOR.address)) - ptkBefore).toBeGreaterThanOrEqual(minimumReceived(newQuote, 1));
    stop();
  });

  it('the control: an honest build is sent, and the tokens arrive to the visitor', async () => {
    const { actor, stop } = startSwap();
    const shown = await reviewEthForPtk(actor, '0.01');
    const nonce = await nonceOf(VISITOR.address);
    const ptkBefore = await ptkOf(VISITOR.address);
    await confirm(actor);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(await nonceOf(VISITOR.address)).toBe(nonce + 1);
    expect((await ptkOf(VISITOR.address)) - ptkBefore).toBeGreaterThanOrEqual(minimumReceived(shown, 1));
    stop();
  });
});
