/**
 * The conversion API fed the requests production's client sends (AppKit 1.8's SwapController and
 * BlockchainApiController): `/quotes` with the plain address of the account, `/allowance`,
 * `/build-approve` and `/build-transaction` with CAIP-10, the slippage a number. Each call also takes
 * the other form, and a CAIP-10 account on another chain than the tokens' is still refused.
 */
import { type Address, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from '../../chain/accounts.ts';
import { PUSD } from '../../chain/seed/plan.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { getJson, PROJECT, sendJson, urlOf } from '../test-helpers.ts';

const NATIVE: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

let chains: RunningChains;
let cloud: RunningCloud;
let chain: string;
beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  chain = evm.caip2Id;
  cloud = await startCloud({ port: 0, dbPath: ':memory:', quiet: true, chains: { [chain]: evm.url } });
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const user = (): Address => {
  const found = EVM_ACCOUNTS[6];
  if (!found) throw new Error('no dev account 6');
  return found.address;
};
const caip10 = (address: Address) => `${chain}:${address}`;
/** Both forms of the user's account: production's for that call first. */
const forms = (first: 'plain' | 'caip10') =>
  first === 'plain' ? [user(), caip10(user())] : [caip10(user()), user()];

describe('the dev cloud takes production’s requests', () => {
  it('GET /quotes with userAddress as a plain address (production), and as CAIP-10', async () => {
    const answers = [];
    for (const userAddress of forms('plain')) {
      const { status, body } = await getJson(
        urlOf(cloud, '/v1/convert/quotes', {
          amount: parseEther('1').toString(),
          userAddress,
          from: caip10(NATIVE),
          to: caip10(PUSD.address),
          gasPrice: '1000000000',
        }),
      );
      expect(status, userAddress).toBe(200);
      answers.push((body as { quotes: { toAmount: string }[] }).quotes[0]?.toAmount);
    }
    expect(answers[0]).toMatch(/^[1-9]\d*$/);
    expect(answers[1]).toBe(answers[0]);
  });

  it('GET /allowance with userAddress CAIP-10 (production), and plain', async () => {
    for (const userAddress of forms('caip10')) {
      expect(
        await getJson(
          urlOf(cloud, '/v1/convert/allowance', { tokenAddress: caip10(PUSD.address), userAddress }),
        ),
        userAddress,
      ).toEqual({ status: 200, body: { allowance: '0' } });
    }
  });

  it('GET /build-approve with userAddress CAIP-10 and no amount (production), and plain', async () => {
    for (const userAddress of forms('caip10')) {
      const { status, body } = await getJson(
        urlOf(cloud, '/v1/convert/build-approve', {
          userAddress,
          from: caip10(PUSD.address),
          to: caip10(NATIVE),
        }),
      );
      expect(status, userAddress).toBe(200);
      expect((body as { tx: { from: string } }).tx.from).toBe(caip10(user()));
    }
  });

  it('POST /build-transaction with production’s body (slippage the number 1, disableEstimate true), and plain', async () => {
    for (const userAddress of forms('caip10')) {
      const { status, body } = await sendJson(urlOf(cloud, '/v1/convert/build-transaction'), 'POST', {
        amount: parseEther('0.1').toString(),
        eip155: { slippage: 1 },
        projectId: PROJECT,
        from: caip10(NATIVE),
        to: caip10(PUSD.address),
        userAddress,
        disableEstimate: true,
      });
      expect(status, userAddress).toBe(200);
      expect((body as { tx: { from: string; value: string } }).tx).toMatchObject({
        from: caip10(user()),
        value: parseEther('0.1').toString(),
      });
    }
  });

  it('a CAIP-10 account on another chain than the tokens’ is refused on every call', async () => {
    const elsewhere = `eip155:31338:${user()}`;
    const swap = { from: caip10(PUSD.address), to: caip10(NATIVE), userAddress: elsewhere };
    const quote = await getJson(
      urlOf(cloud, '/v1/convert/quotes', { ...swap, amount: parseUnits('1', 6).toString() }),
    );
    expect(quote).toEqual({
      status: 400,
      body: { message: 'to: from, to and userAddress must be on one chain' },
    });
    const allowance = await getJson(
      urlOf(cloud, '/v1/convert/allowance', { tokenAddress: caip10(PUSD.address), userAddress: elsewhere }),
    );
    expect(allowance).toEqual({
      status: 400,
      body: { message: 'userAddress: must be on the chain of tokenAddress' },
    });
    expect((await getJson(urlOf(cloud, '/v1/convert/build-approve', swap))).status).toBe(400);
    const built = await sendJson(urlOf(cloud, '/v1/convert/build-transaction'), 'POST', {
      ...swap,
      amount: '1000',
      projectId: PROJECT,
    });
    expect(built.status).toBe(400);
  });

  it('a userAddress that is neither form is a 400 naming the field', async () => {
    const { status, body } = await getJson(
      urlOf(cloud, '/v1/convert/quotes', {
        amount: '1',
        userAddress: '0x1234',
        from: caip10(NATIVE),
        to: caip10(PUSD.address),
      }),
    );
    expect(status).toBe(400);
    expect((body as { message: string }).message).toMatch(/^userAddress: /);
  });
});
