/**
 * The key signs exactly what the approval showed, through the site's API as
 * the frame calls it: a transaction whose data and input differ, one on another chain, and Solana
 * message bytes that are a transaction are refused before any signature; a transaction given only
 * `input` lands on anvil with that input as its data and the gas and fee caps the approval listed.
 */
import { getBase58Encoder } from '@solana/kit';
import { encodeFunctionData, erc20Abi, getAddress, type Hex, parseEther, parseGwei } from 'viem';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { readableRequest } from '../../headless/approval/readableRequest.ts';
import { REFUSALS } from '../../headless/approval/refusals.ts';
import {
  base58Message,
  base58OfText,
  base58Transaction,
  systemTransfer,
} from '../../test-support/solanaTransactions.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { fundFromDevAccount, type SignedInOnChains, startSignedInOnChains } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let user: SignedInOnChains;
let publicClient: Awaited<ReturnType<typeof fundFromDevAccount>>;

const RECEIVER = EVM_ACCOUNTS[3]?.address as Hex;
const ERC20_TRANSFER = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [RECEIVER, 10n ** 24n],
});

beforeAll(async () => {
  user = await startSignedInOnChains('approval-content@example.com');
  publicClient = await fundFromDevAccount(user.anvilUrl, user.evmAddress, parseEther('1'));
});

afterAll(async () => {
  await user?.close();
});

describe('eth_sendTransaction: the key signs the fields the approval listed', () => {
  test('a transaction whose data and input differ is refused by the key, and nothing is sent', async () => {
    const nonce = await publicClient.getTransactionCount({ address: user.evmAddress });
    const answer = await user.evm('eth_sendTransaction', [
      { from: user.evmAddress, to: RECEIVER, data: '0x', input: ERC20_TRANSFER },
    ]);
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.dataAndInputDiffer } });
    expect(await publicClient.getTransactionCount({ address: user.evmAddress })).toBe(nonce);
  });

  test('a transaction that names another chain than the one it is sent on is refused', async () => {
    const answer = await user.evm('eth_sendTransaction', [
      { from: user.evmAddress, to: RECEIVER, chainId: '0x1' },
    ]);
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.chainMismatch } });
  });

  test('only input given: it is signed as the data, with the gas and the 1000 gwei fee caps shown', async () => {
    const tx = {
      from: user.evmAddress,
      to: RECEIVER,
      input: ERC20_TRANSFER,
      gas: '0x186a0',
      maxFeePerGas: `0x${parseGwei('1000').toString(16)}`,
      maxPriorityFeePerGas: `0x${parseGwei('2').toString(16)}`,
    };
    const shown = readableRequest('eth_sendTransaction', [tx], 'Anvil').fields;
    const answer = await user.evm('eth_sendTransaction', [tx]);
    expect(answer.status).toBe(200);
    const signed = await publicClient.getTransaction({ hash: answer.body.result as Hex });
    expect(shown).toEqual([
      { label: 'To', value: signed.to && getAddress(signed.to) },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: signed.input },
      { label: 'Gas limit', value: String(signed.gas) },
      { label: 'Max fee per gas', value: '1000 gwei' },
      { label: 'Max priority fee per gas', value: '2 gwei' },
      { label: 'Network', value: 'Anvil' },
    ]);
    expect(signed.input).toBe(ERC20_TRANSFER);
    expect([signed.maxFeePerGas, signed.maxPriorityFeePerGas]).toEqual([parseGwei('1000'), parseGwei('2')]);
  });
});

describe('solana_signMessage: bytes that are a transaction are not signed as a message', () => {
  test('a serialized transaction message (what a transaction signature covers) is refused', async () => {
    const message = base58Message(
      [systemTransfer(user.solanaAddress, user.solanaAddress, 1n)],
      user.solanaAddress,
    );
    const answer = await user.sol('solana_signMessage', { message, pubkey: user.solanaAddress });
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.solanaMessageIsTransaction } });
  });

  test('a whole serialized transaction is refused too; text is still signed', async () => {
    const message = base58Transaction(
      [systemTransfer(user.solanaAddress, user.solanaAddress, 1n)],
      user.solanaAddress,
    );
    const refused = await user.sol('solana_signMessage', { message, pubkey: user.solanaAddress });
    expect(refused).toEqual({ status: 400, body: { message: REFUSALS.solanaMessageIsTransaction } });
    const signed = await user.sol('solana_signMessage', {
      message: base58OfText('Sign in to Portico'),
      pubkey: user.solanaAddress,
    });
    expect(signed.status).toBe(200);
    expect(getBase58Encoder().encode((signed.body.result as { signature: string }).signature)).toHaveLength(
      64,
    );
  });
});
