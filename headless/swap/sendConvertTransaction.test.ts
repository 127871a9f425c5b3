/**
 * What the wallet is asked to send for a built transaction, and the built transactions refused before
 * the wallet sees them. (Sent on a real chain, receipts and reverts: swapActors.int.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { fakeProvider } from '../../test-support/connectorFakes.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import type { ConvertTransaction } from '../api/convertApi.ts';
import { createEvmClient } from '../rpc/createEvmClient.ts';
import { SwapTransactionError, sendConvertTransaction } from './sendConvertTransaction.ts';

const CHAIN = 'eip155:31337';
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ROUTER = '0x5B3120d0dA5FDcBA7aef87A9c3c64829C1c0D76B';
const ACCOUNT = { caipNetworkId: CHAIN, caipAddress: `${CHAIN}:${USER}` };
const TX: ConvertTransaction & { value: string } = {
  from: `${CHAIN}:${USER}`,
  to: `${CHAIN}:${ROUTER}`,
  data: '0x18cbafe5',
  value: '1000000000000000000',
  eip155: { gas: '120000', gasPrice: '1000000000' },
};
// Never reached by these tests: each fails or is refused before a receipt is asked for.
const client = createEvmClient(testEvmNetwork(31337, ['http://127.0.0.1:9']));

describe('sending a built transaction', () => {
  it('asks eth_sendTransaction with the addresses out of CAIP-10 and the amounts as hex', async () => {
    const wallet = fakeProvider(() => 'not a hash');
    await expect(sendConvertTransaction(TX, ACCOUNT, wallet.provider, client)).rejects.toThrow(
      'Something went wrong',
    );
    expect(wallet.calls).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: USER,
            to: ROUTER,
            data: '0x18cbafe5',
            value: '0xde0b6b3a7640000',
            gas: '0x1d4c0',
            gasPrice: '0x3b9aca00',
          },
        ],
      },
    ]);
  });

  it('refuses, before the wallet sees it, a transaction on another chain or from another account', async () => {
    const wallet = fakeProvider(() => `0x${'1'.repeat(64)}`);
    const otherChain = { ...TX, to: `eip155:1:${ROUTER}` };
    await expect(sendConvertTransaction(otherChain, ACCOUNT, wallet.provider, client)).rejects.toThrow(
      new SwapTransactionError('The conversion API built a transaction on eip155:1, not on eip155:31337'),
    );
    const otherAccount = { ...TX, from: `${CHAIN}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8` };
    await expect(
      sendConvertTransaction(otherAccount, ACCOUNT, wallet.provider, client),
    ).rejects.toBeInstanceOf(SwapTransactionError);
    expect(wallet.calls).toEqual([]);
  });

  it('without an EVM wallet connected: No ActiveCaipAddress found', async () => {
    await expect(sendConvertTransaction(TX, ACCOUNT, undefined, client)).rejects.toMatchObject({
      code: 'noActiveCaipAddress',
    });
  });
});
