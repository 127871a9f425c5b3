import { encodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, test } from 'vitest';
import { readableFieldIds, readableRequest } from './readableRequest.ts';

const ALICE = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x3333333333333333333333333333333333333333';
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1000n] });

describe('wallet_sendCalls read call by call (§2 ApproveTransaction)', () => {
  test('each call shows its place in the batch, To, Value, the token function it calls and its data', () => {
    const params = [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        calls: [
          { to: ALICE, value: '0x38d7ea4c68000' },
          { to: TOKEN, data: transfer },
        ],
      },
    ];
    const readable = readableRequest('wallet_sendCalls', params, 'Anvil');
    expect(readable.title).toBe('Approve transaction');
    expect(readable.refusal).toBeUndefined();
    expect(readable.fields).toEqual([
      { label: 'Call', value: '1/2' },
      { label: 'To', value: ALICE },
      { label: 'Value', value: '0.001 ETH' },
      { label: 'Call', value: '2/2' },
      { label: 'To', value: TOKEN },
      { label: 'Value', value: '0 ETH' },
      { label: 'Function', value: `transfer(${ALICE}, 1000)` },
      { label: 'Data', value: transfer },
      { label: 'Network', value: 'Anvil' },
    ]);
  });

  test('data that is no known token function is shown as data only', () => {
    const readable = readableRequest('wallet_sendCalls', [{ calls: [{ to: TOKEN, data: '0xdeadbeef' }] }]);
    expect(readable.fields.map((field) => field.label)).toEqual(['Call', 'To', 'Value', 'Data']);
  });

  test('a batch with no calls, or a call that cannot be read, is refused whole', () => {
    expect(readableRequest('wallet_sendCalls', [{ calls: [] }]).refusal).toBe(
      'Refused: the transaction is not valid (calls: no calls)',
    );
    const bad = readableRequest('wallet_sendCalls', [
      { calls: [{ to: ALICE }, { to: 'not an address', value: '0x1' }] },
    ]);
    expect(bad.refusal).toBe('Refused: the transaction is not valid (calls.1.to: not an address)');
    expect(readableRequest('wallet_sendCalls', []).refusal).toMatch(/^Refused: the transaction is not valid/);
  });

  test('the labels Call and Function have catalogue keys, for the visitor’s language', () => {
    expect(readableFieldIds({ label: 'Call', value: '1/2' }).labelId).toBe('actions.approval.call');
    expect(readableFieldIds({ label: 'Function', value: 'transfer()' }).labelId).toBe(
      'actions.approval.function',
    );
  });
});
