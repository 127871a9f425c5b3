/**
 * The on-ramp actors against the real dev cloud and a seeded anvil: the options, a quote, the provider
 * page's URL with §7's redirect parameters sent to the window opened in the click, and the wait for the
 * funds, which ends once the page's pay endpoint took the test card over HTTP and the credit really
 * landed on the chain (read back with viem). One anvil and one cloud for the file; each purchase goes
 * to a fresh wallet.
 */
import { createPublicClient, type Hex, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import { ONRAMP_PUBLIC_KEY } from '../../dev/cloud/onramp/routes.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { PROJECT, sendJson } from '../../dev/cloud/test-helpers.ts';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { onRampFailureText } from '../../domain/onramp/onRampFailure.ts';
import type { OnRampOptions, OnRampProvider } from '../../domain/onramp/onRampTypes.ts';
import { recordingWindows } from '../../test-support/recordingWindows.ts';
import { type OnRampActors, onRampActors } from './onRampActors.ts';
import { createProviderWindow, type ProviderWindow } from './providerWindow.ts';

let chains: RunningChains;
let cloud: RunningCloud;
let chain: CaipNetworkId;
let rpcUrl: string;
let actors: OnRampActors;
let providerWindow: ProviderWindow;
let windows: ReturnType<typeof recordingWindows>;
let options: OnRampOptions;

beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  chain = evm.caip2Id as CaipNetworkId;
  rpcUrl = evm.url;
  cloud = await startCloud({ port: 0, dbPath: ':memory:', quiet: true, chains: { [chain]: rpcUrl } });
  windows = recordingWindows();
  providerWindow = createProviderWindow(windows.openWindow);
  // The wait asks the history every 50 ms here (2 s in the modal), so the test does not sleep.
  actors = onRampActors(
    { api: { baseUrl: cloud.url, projectId: PROJECT }, pollMs: 50, now: () => STARTED_AT },
    providerWindow,
  );
  options = await run(actors.fetchOnRampOptions, undefined);
}, 120_000);

afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const run = <T extends AnyActorLogic>(logic: T, input: InputFrom<T>): Promise<OutputFrom<T>> =>
  toPromise(createActor(logic, { input }).start());
const freshWallet = () => privateKeyToAccount(generatePrivateKey()).address;
const viem = () => createPublicClient({ transport: http(rpcUrl) });
const anvilNetwork = () => `anvil-${chain.split(':')[1]}`;

function pick<T>(items: readonly T[], found: (item: T) => boolean, what: string): T {
  const item = items.find(found);
  if (!item) throw new Error(`the options list no ${what}`);
  return item;
}
const eth = () => pick(options.purchaseCurrencies, (currency) => currency.id === 'ETH', 'ETH');
const usd = () => pick(options.paymentCurrencies, (currency) => currency.id === 'USD', 'USD');
const provider = (name: string): OnRampProvider => pick(options.providers, (p) => p.name === name, name);

/** A quote of ETH on the anvil for `amount` USD from `providerName`. */
const quoteEth = (amount: string, providerName: string) =>
  run(actors.fetchOnRampQuote, {
    purchaseCurrency: eth(),
    paymentCurrency: usd(),
    amount,
    network: anvilNetwork(),
    provider: providerName,
  });

/** Open the window as the click does, then start the purchase of `amount` USD of ETH to `wallet`. */
async function startPurchase(wallet: string, amount: string, providerName: string) {
  const quote = await quoteEth(amount, providerName);
  providerWindow.open();
  const started = await run(actors.startOnRampPurchase, {
    provider: provider(providerName),
    quote,
    purchaseCurrency: eth(),
    paymentCurrency: usd(),
    amount,
    caipAddress: `${chain}:${wallet}`,
    caipNetworkId: chain,
  });
  return { quote, started, url: new URL(started.url) };
}

/** The engine's clock as the actors read it: a purchase starts now, before any of this file's are paid. */
const STARTED_AT = Date.now();

describe('fetchOnRampOptions and fetchOnRampQuote', () => {
  it('the options sell ETH and PUSD on the anvil, in USD or EUR within the §9 limits, from Coinbase and Meld', () => {
    expect(
      options.purchaseCurrencies.map(({ id, networks }) => ({ id, networks: networks.map((n) => n.name) })),
    ).toEqual([
      { id: 'ETH', networks: [anvilNetwork()] },
      { id: 'PUSD', networks: [anvilNetwork()] },
    ]);
    expect(eth().networks[0]).toMatchObject({ chain_id: '31337', contract_address: '' });
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    expect(usd().payment_method_limits).toEqual([
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ]);
    expect(options.providers).toEqual([
      { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 } },
      { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 } },
    ]);
  });

  it('a quote of 100.00 USD from Meld: its 1.75 % card fee as the provider fee, the 0.10 network fee, the rest bought', async () => {
    const quote = await quoteEth('100.00', 'meld');
    expect(quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '1.75', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '98.15', currency: 'USD' },
      purchaseAmount: { currency: 'ETH' },
    });
    expect(Number(quote.purchaseAmount.amount)).toBeGreaterThan(0);
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a quote over the limits fails with the API’s own words, the text the flow shows', async () => {
    const failure = quoteEth('30000.00', 'coinbase');
    await expect(failure).rejects.toThrow('amount: must be at most 25000.00 USD (the maximum)');
    expect(onRampFailureText(await failure.catch((error: unknown) => error))).toBe(
      'amount: must be at most 25000.00 USD (the maximum)',
    );
  });
});

describe('startOnRampPurchase and watchOnRampPurchase', () => {
  it('the window opened in the click goes to the provider page, whose URL carries §7’s redirect parameters', async () => {
    const wallet = freshWallet();
    const { quote, started, url } = await startPurchase(wallet, '50.00', 'coinbase');
    // Read on the engine's clock: the watch that follows looks for purchases from then on.
    expect(started.startedAt).toBe(STARTED_AT);
    expect(url.origin).toBe(new URL(cloud.url).origin);
    expect(url.pathname).toMatch(/^\/onramp\/provider\/[0-9a-f-]{36}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'coinbase',
      quoteId: quote.quoteId,
      publicKey: ONRAMP_PUBLIC_KEY,
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
      externalCustomerId: PROJECT,
      partnerUserId: wallet,
    });
    // One window, opened blank in the click and then sent there; the provider's page cannot reach this one.
    const opened = windows.opened.at(-1);
    expect(opened).toMatchObject({ url: '', target: '_blank' });
    expect(opened?.window.location.href).toBe(started.url);
    expect(opened?.window.opener).toBeNull();
  });

  it('the wait ends with the credit’s hash once the page is paid with the test card: the ETH quoted is on the chain', async () => {
    const wallet = freshWallet();
    const { quote, started, url } = await startPurchase(wallet, '120.00', 'meld');
    const watched = run(actors.watchOnRampPurchase, {
      provider: 'meld',
      caipAddress: `${chain}:${wallet}`,
      caipNetworkId: chain,
      since: started.startedAt,
    });
    const paid = await sendJson(new URL(`${url.pathname}/pay`, url).href, 'POST', {
      method: 'CARD',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(202);
    const { hash } = await watched;
    const receipt = await viem().getTransactionReceipt({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    const credited = parseEther(quote.purchaseAmount.amount);
    expect(credited).toBeGreaterThan(0n);
    expect(await viem().getBalance({ address: wallet })).toBe(credited);
    const sent = await viem().getTransaction({ hash: hash as Hex });
    expect(sent).toMatchObject({ to: wallet.toLowerCase(), value: credited });
  });
});
