/**
 * The on-ramp against a real seeded anvil and the Solana stand-in: options, quotes priced at the pools
 * and held to the §9 limits, the redirect URL's §7 parameters, and the provider page's payment, which
 * really credits the wallet (read back with viem / kit), once, and is listed by history's `onramp`.
 */
import { createSolanaRpc, generateKeyPairSigner, type Address as SolanaAddress } from '@solana/kit';
import { createPublicClient, erc20Abi, formatUnits, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { PUSD } from '../../chain/seed/plan.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { readPoolPrices } from '../convert/poolPrice.ts';
import { SwapChains } from '../convert/swapChain.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { getJson, PROJECT, sendJson, urlOf } from '../test-helpers.ts';
import { CARD_DECLINED_MESSAGE } from './purchase.ts';

let chains: RunningChains;
let cloud: RunningCloud;
let chain: string;
let rpcUrl: string;
beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  ({ caip2Id: chain, url: rpcUrl } = evm);
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { [chain]: rpcUrl, [chains.solana.caip2Id]: chains.solana.url },
  });
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const money = z.strictObject({ amount: z.string(), currency: z.string() });
const quoteSchema = z.strictObject({
  purchaseAmount: money,
  paymentSubtotal: money,
  paymentTotal: money,
  networkFee: money,
  coinbaseFee: money,
  quoteId: z.uuid(),
});
const statusSchema = z.object({
  status: z.enum(['created', 'pending', 'success', 'failed']),
  txHash: z.string().nullable(),
  error: z.string().nullable(),
});

const freshEvmWallet = () => privateKeyToAccount(generatePrivateKey()).address;
const evmClient = () => createPublicClient({ transport: http(rpcUrl) });
const network = () => `anvil-${chain.split(':')[1]}`;

function postQuote(body: Record<string, unknown>) {
  return sendJson(urlOf(cloud, '/v1/onramp/quote'), 'POST', body);
}

async function quote(body: Record<string, unknown>) {
  const answer = await postQuote(body);
  expect(answer.status).toBe(200);
  return quoteSchema.parse(answer.body);
}

/** The provider page URL of an order selling `quoteId` to `wallet`. */
async function orderUrl(quoteId: string, wallet: string): Promise<URL> {
  const answer = await sendJson(urlOf(cloud, '/v1/generators/onrampurl'), 'POST', {
    destinationWallets: [{ address: wallet, blockchains: [network()] }],
    partnerUserId: 'user-1',
    defaultExperience: 'buy',
    quoteId,
  });
  expect(answer.status).toBe(200);
  return new URL(z.object({ url: z.url() }).parse(answer.body).url);
}

const payTo = (page: URL, body: unknown) => sendJson(`${page.origin}${page.pathname}/pay`, 'POST', body);

/** Polls the order's status until the credit has landed or failed. */
async function settled(page: URL) {
  for (;;) {
    const { body } = await getJson(`${page.origin}${page.pathname}/status`);
    const status = statusSchema.parse(body);
    if (status.status !== 'pending') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /v1/onramp/options', () => {
  it('lists ETH and PUSD on the anvil, SOL on the Solana stand-in, USD and EUR with the §9 limits, two providers at 1-2 %', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/v1/onramp/options'));
    expect(status).toBe(200);
    const options = z
      .strictObject({
        paymentCurrencies: z.array(
          z.strictObject({
            id: z.string(),
            payment_method_limits: z.array(
              z.strictObject({ id: z.string(), min: z.string(), max: z.string() }),
            ),
          }),
        ),
        purchaseCurrencies: z.array(
          z.strictObject({
            id: z.string(),
            name: z.string(),
            symbol: z.string(),
            networks: z.array(
              z.strictObject({
                name: z.string(),
                display_name: z.string(),
                chain_id: z.string(),
                contract_address: z.string(),
              }),
            ),
          }),
        ),
        providers: z.array(
          z.strictObject({
            name: z.string(),
            label: z.string(),
            feeRange: z.strictObject({ min: z.number(), max: z.number() }),
          }),
        ),
      })
      .parse(body);
    const limits = [
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ];
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ]);
    const [, reference] = chain.split(':');
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          {
            name: network(),
            display_name: `Local chain ${reference}`,
            chain_id: reference,
            contract_address: '',
          },
        ],
      },
      {
        id: 'PUSD',
        name: 'Portico USD',
        symbol: 'PUSD',
        networks: [
          {
            name: network(),
            display_name: `Local chain ${reference}`,
            chain_id: reference,
            contract_address: PUSD.address,
          },
        ],
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [
          {
            name: 'solana-local',
            display_name: 'Solana (local)',
            chain_id: chains.solana.caip2Id.split(':')[1],
            contract_address: '',
          },
        ],
      },
    ]);
    expect(options.providers).toEqual([
      { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 } },
      { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 } },
    ]);
  });
});

describe('POST /v1/onramp/quote', () => {
  it('buys ETH at the pool’s price: fee 1-2 % of the total, total = subtotal + fees, amount = subtotal / price', async () => {
    const exchange = await new SwapChains(cloud.indexer).get(chain);
    if (!exchange) throw new Error('no exchange on the anvil');
    const price =
      (await readPoolPrices(exchange)).priceIn('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'usd') ?? 0;
    for (const provider of ['coinbase', 'meld']) {
      const q = await quote({
        purchaseCurrency: { id: 'ETH' },
        paymentCurrency: { id: 'USD' },
        amount: '250.00',
        network: network(),
        provider,
      });
      expect(q.paymentTotal).toEqual({ amount: '250.00', currency: 'USD' });
      expect(q.purchaseAmount.currency).toBe('ETH');
      const fee = Number(q.coinbaseFee.amount);
      expect(fee).toBeGreaterThanOrEqual(2.5);
      expect(fee).toBeLessThanOrEqual(5);
      const subtotal = Number(q.paymentSubtotal.amount);
      expect(Math.round((subtotal + fee + Number(q.networkFee.amount)) * 100)).toBe(25000);
      // Rounded down to 8 decimals: at most 1e-8 ETH short of subtotal / price.
      const bought = Number(q.purchaseAmount.amount);
      expect(bought).toBeLessThanOrEqual(subtotal / price);
      expect(bought).toBeGreaterThan(subtotal / price - 1e-8 - 1e-12);
    }
  });

  it('refuses 9.99 and takes 10.00; by card takes 7500.00 and refuses 7500.01; by bank takes 25000.00', async () => {
    const base = { purchaseCurrency: 'PUSD', paymentCurrency: 'USD', network: chain };
    expect(await postQuote({ ...base, amount: '9.99' })).toMatchObject({
      status: 400,
      body: { message: 'amount: must be at least 10.00 USD (the minimum)' },
    });
    expect((await postQuote({ ...base, amount: '10.00' })).status).toBe(200);
    expect((await postQuote({ ...base, amount: '7500.00', paymentMethod: 'CARD' })).status).toBe(200);
    expect(await postQuote({ ...base, amount: '7500.01', paymentMethod: 'CARD' })).toMatchObject({
      status: 400,
      body: { message: 'amount: must be at most 7500.00 USD (the CARD maximum)' },
    });
    expect((await postQuote({ ...base, amount: '25000.00', paymentMethod: 'ACH_BANK_ACCOUNT' })).status).toBe(
      200,
    );
    expect(await postQuote({ ...base, amount: '25000.01', paymentMethod: 'ACH_BANK_ACCOUNT' })).toMatchObject(
      {
        status: 400,
        body: { message: 'amount: must be at most 25000.00 USD (the ACH_BANK_ACCOUNT maximum)' },
      },
    );
  });

  it('answers 400 naming the field for a currency not sold on the network or a payment currency not taken', async () => {
    expect(
      await postQuote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '20', network: network() }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^network: SOL is not sold on /) },
    });
    expect(
      await postQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '20', network: network() }),
    ).toMatchObject({ status: 400, body: { message: 'paymentCurrency: must be USD or EUR' } });
  });
});

describe('POST /v1/generators/onrampurl', () => {
  it('answers the provider page URL carrying publicKey, destinationCurrencyCode, walletAddress, externalCustomerId', async () => {
    const wallet = freshEvmWallet();
    const q = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '20',
      network: network(),
    });
    const url = await orderUrl(q.quoteId, wallet);
    expect(url.origin).toBe(cloud.url);
    expect(url.pathname).toMatch(/^\/onramp\/provider\/[0-9a-f-]{36}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'coinbase',
      quoteId: q.quoteId,
      publicKey: 'portico-dev-onramp-public-key',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
      externalCustomerId: PROJECT,
      partnerUserId: 'user-1',
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`${q.purchaseAmount.amount} ETH`);
    expect(html).toContain(wallet);
  });

  it('refuses an address that is not one of the quote’s chain, and a quote it did not issue', async () => {
    const q = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '20',
      network: network(),
    });
    const send = (body: unknown) => sendJson(urlOf(cloud, '/v1/generators/onrampurl'), 'POST', body);
    expect(
      await send({
        destinationWallets: [{ address: '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g' }],
        quoteId: q.quoteId,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: `destinationWallets[0].address: not an address on ${chain}` },
    });
    expect(
      await send({
        destinationWallets: [{ address: freshEvmWallet() }],
        quoteId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject({ status: 400, body: { message: 'quoteId: not a quote issued to this project' } });
  });
});

/** A paid purchase of ETH worth 100.00 USD by the test card, credited to a fresh wallet. */
async function buyEth() {
  const wallet = freshEvmWallet();
  const q = await quote({
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    amount: '100.00',
    network: network(),
  });
  const page = await orderUrl(q.quoteId, wallet);
  expect(await payTo(page, { method: 'CARD', cardNumber: '4242 4242 4242 4242' })).toMatchObject({
    status: 202,
    body: { status: 'pending' },
  });
  const done = await settled(page);
  return { wallet, page, bought: q.purchaseAmount.amount, done };
}

describe('the provider page’s payment', () => {
  it('declines a card other than 4242 4242 4242 4242 and credits nothing', async () => {
    const wallet = freshEvmWallet();
    const q = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: network(),
    });
    const page = await orderUrl(q.quoteId, wallet);
    expect(await payTo(page, { method: 'CARD', cardNumber: '4000 0000 0000 0002' })).toMatchObject({
      status: 402,
      body: { message: CARD_DECLINED_MESSAGE },
    });
    expect((await settled(page)).status).toBe('created');
    expect(await evmClient().getBalance({ address: wallet })).toBe(0n);
  });

  it('with the test card credits the ETH quoted by a transfer to the wallet (pending, then success with the hash)', async () => {
    const { wallet, bought, done } = await buyEth();
    expect(done).toMatchObject({ status: 'success', error: null });
    const receipt = await evmClient().getTransactionReceipt({ hash: (done.txHash ?? '0x') as `0x${string}` });
    expect(receipt.to?.toLowerCase()).toBe(wallet.toLowerCase());
    expect(await evmClient().getBalance({ address: wallet })).toBe(parseEther(bought));
  });

  it('refuses the replayed payment and a second order of the paid quote; nothing more is credited', async () => {
    const { wallet, page, bought } = await buyEth();
    expect(await payTo(page, { method: 'CARD', cardNumber: '4242424242424242' })).toMatchObject({
      status: 409,
      body: { message: 'order: already paid (status success); a payment is taken once' },
    });
    expect(
      await sendJson(urlOf(cloud, '/v1/generators/onrampurl'), 'POST', {
        destinationWallets: [{ address: freshEvmWallet() }],
        quoteId: page.searchParams.get('quoteId'),
      }),
    ).toMatchObject({ status: 400, body: { message: 'quoteId: already paid' } });
    expect(await evmClient().getBalance({ address: wallet })).toBe(parseEther(bought));
  });

  it('takes one of two payments sent at once for one quote (two orders), and credits once', async () => {
    const wallet = freshEvmWallet();
    const q = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '30.00',
      network: network(),
    });
    const pages = [await orderUrl(q.quoteId, wallet), await orderUrl(q.quoteId, wallet)];
    const answers = await Promise.all(
      [pages[0], pages[0], pages[1]].map((page) =>
        payTo(page as URL, { method: 'CARD', cardNumber: '4242424242424242' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    const paid = pages[answers[2]?.status === 202 ? 1 : 0] as URL;
    expect((await settled(paid)).status).toBe('success');
    expect(await evmClient().getBalance({ address: wallet })).toBe(parseEther(q.purchaseAmount.amount));
  });

  it('refuses a card for an amount above the card limit, server-side; a bank payment then credits PUSD by ERC-20 transfer', async () => {
    const wallet = freshEvmWallet();
    const q = await quote({
      purchaseCurrency: 'PUSD',
      paymentCurrency: 'USD',
      amount: '20000.00',
      network: network(),
      paymentMethod: 'ACH_BANK_ACCOUNT',
    });
    const page = await orderUrl(q.quoteId, wallet);
    expect(await payTo(page, { method: 'CARD', cardNumber: '4242424242424242' })).toMatchObject({
      status: 400,
      body: { message: 'amount: must be at most 7500.00 USD (the CARD maximum)' },
    });
    expect(await payTo(page, { method: 'ACH_BANK_ACCOUNT', accountNumber: '000123456789' })).toMatchObject({
      status: 202,
    });
    expect((await settled(page)).status).toBe('success');
    const balance = await evmClient().readContract({
      address: PUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet],
    });
    expect(formatUnits(balance, PUSD.decimals)).toBe(q.purchaseAmount.amount);
    expect(balance).toBe(parseUnits(q.purchaseAmount.amount, PUSD.decimals));
  });

  it('is listed by GET /v1/account/{account}/history?onramp=coinbase as production lists a purchase; other providers list none', async () => {
    const { wallet: ethWallet, page: ethPage, bought, done } = await buyEth();
    const ethTx = done.txHash;
    const history = (params: Record<string, string>) =>
      getJson(urlOf(cloud, `/v1/account/${ethWallet}/history`, params));
    const { status, body } = await history({ onramp: 'coinbase' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      next: null,
      data: [
        {
          id: ethPage.pathname.split('/').at(-1),
          metadata: {
            operationType: 'buy',
            hash: ethTx,
            sentFrom: 'Coinbase',
            sentTo: ethWallet,
            status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            chain,
          },
          transfers: [
            {
              fungible_info: { name: 'Ether', symbol: 'ETH' },
              direction: 'in',
              quantity: { numeric: bought, decimals: 18, int: parseEther(bought).toString() },
            },
          ],
        },
      ],
    });
    expect((body as { data: unknown[] }).data).toHaveLength(1);
    expect(await history({ onramp: 'meld' })).toEqual({ status: 200, body: { data: [], next: null } });
    expect(await history({ onramp: 'coinbase', chainId: 'eip155:31338' })).toEqual({
      status: 200,
      body: { data: [], next: null },
    });
  });

  it('credits SOL on the Solana stand-in from a preset fiat amount, with destinationCurrencyCode SOL', async () => {
    const wallet = (await generateKeyPairSigner()).address;
    const answer = await sendJson(urlOf(cloud, '/v1/generators/onrampurl'), 'POST', {
      destinationWallets: [{ address: wallet, blockchains: ['solana-local'], assets: ['SOL'] }],
      defaultNetwork: chains.solana.caip2Id,
      partnerUserId: 'user-2',
      presetFiatAmount: 50,
      provider: 'meld',
    });
    expect(answer.status).toBe(200);
    const page = new URL(z.object({ url: z.url() }).parse(answer.body).url);
    expect(page.searchParams.get('destinationCurrencyCode')).toBe('SOL');
    expect(page.searchParams.get('provider')).toBe('meld');
    const { body } = await getJson(`${page.origin}${page.pathname}/status`);
    const { purchaseAmount } = z.object({ purchaseAmount: money }).parse(body);
    expect(await payTo(page, { method: 'CARD', cardNumber: '4242424242424242' })).toMatchObject({
      status: 202,
    });
    const done = await settled(page);
    expect(done.status).toBe('success');
    const { value } = await createSolanaRpc(chains.solana.url)
      .getBalance(wallet as SolanaAddress)
      .send();
    expect(value).toBe(parseUnits(purchaseAmount.amount, 9));
    expect(await getJson(urlOf(cloud, `/v1/account/${wallet}/history`, { onramp: 'meld' }))).toMatchObject({
      body: { data: [{ metadata: { hash: done.txHash, status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' } }] },
    });
  });

  it('answers 404 for an order it never made', async () => {
    const page = new URL('/onramp/provider/00000000-0000-4000-8000-000000000000', cloud.url);
    expect((await fetch(page)).status).toBe(404);
    expect(await payTo(page, { method: 'CARD', cardNumber: '4242424242424242' })).toMatchObject({
      status: 404,
    });
  });
});
