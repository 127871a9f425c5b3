/**
 * The approval of eth_sendTransaction shows every field the key signs. The attack: an
 * ERC-20 transfer put in `input` (not `data`) with 1000 gwei fee caps used to read "To X · 0 ETH".
 */
import { encodeFunctionData, erc20Abi, parseGwei, toHex } from 'viem';
import { describe, expect, test } from 'vitest';
import { parseEvmTransaction } from './evmTransaction.ts';
import { readableRequest } from './readableRequest.ts';
import { REFUSALS } from './refusals.ts';

const TOKEN = '0x2222222222222222222222222222222222222222';
const THIEF = '0x3333333333333333333333333333333333333333';
const TRANSFER = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [THIEF, 10n ** 24n] });

describe('eth_sendTransaction: the approval lists what will be signed', () => {
  test('an ERC-20 transfer given as `input` with 1000 gwei fee caps shows the transfer data and the caps', () => {
    const readable = readableRequest(
      'eth_sendTransaction',
      [
        {
          to: TOKEN,
          input: TRANSFER,
          maxFeePerGas: toHex(parseGwei('1000')),
          maxPriorityFeePerGas: toHex(parseGwei('1000')),
        },
      ],
      'Ethereum',
    );
    expect(readable.refusal).toBeUndefined();
    expect(readable.fields).toEqual([
      { label: 'To', value: TOKEN },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: TRANSFER },
      { label: 'Gas limit', value: 'Set by the wallet' },
      { label: 'Max fee per gas', value: '1000 gwei' },
      { label: 'Max priority fee per gas', value: '1000 gwei' },
      { label: 'Network', value: 'Ethereum' },
    ]);
  });

  test("a transaction whose data and input differ is refused: 'Refused: the transaction's data and input differ'", () => {
    const readable = readableRequest('eth_sendTransaction', [{ to: TOKEN, data: '0x', input: TRANSFER }]);
    expect(readable.refusal).toBe("Refused: the transaction's data and input differ");
    expect(REFUSALS.dataAndInputDiffer).toBe(readable.refusal);
    // The same bytes spelled in another case are one field, not two.
    const same = parseEvmTransaction([
      { to: TOKEN, data: TRANSFER.toUpperCase().replace('0X', '0x'), input: TRANSFER },
    ]);
    expect(same).toEqual({ transaction: { to: TOKEN, value: 0n, data: TRANSFER, fees: {} } });
  });

  test('a legacy transaction shows its gas limit, gas price and nonce', () => {
    const readable = readableRequest('eth_sendTransaction', [
      {
        to: TOKEN,
        value: '0xde0b6b3a7640000',
        gas: '0x5208',
        gasPrice: toHex(parseGwei('1.5')),
        nonce: '0x7',
      },
    ]);
    expect(readable.fields).toEqual([
      { label: 'To', value: TOKEN },
      { label: 'Value', value: '1 ETH' },
      { label: 'Gas limit', value: '21000' },
      { label: 'Gas price', value: '1.5 gwei' },
      { label: 'Nonce', value: '7' },
    ]);
  });

  test('a gas price with EIP-1559 fee caps is refused: which one would be signed is not clear', () => {
    const readable = readableRequest('eth_sendTransaction', [
      { to: TOKEN, gasPrice: '0x1', maxFeePerGas: '0x2' },
    ]);
    expect(readable.refusal).toBe('Refused: the transaction sets both a gas price and EIP-1559 fee caps');
  });

  test('a field that does not parse refuses the request, naming the field', () => {
    expect(readableRequest('eth_sendTransaction', [{ to: TOKEN, value: '12' }]).refusal).toBe(
      'Refused: the transaction is not valid (value: not a hex quantity)',
    );
    expect(readableRequest('eth_sendTransaction', [{ to: 'bob.eth' }]).refusal).toBe(
      'Refused: the transaction is not valid (to: not an address)',
    );
    expect(readableRequest('eth_sendTransaction', [{ data: '0x123' }]).refusal).toBe(
      'Refused: the transaction is not valid (data: not hex bytes)',
    );
    expect(readableRequest('eth_sendTransaction', []).refusal).toMatch(
      /^Refused: the transaction is not valid \(/,
    );
  });
});
