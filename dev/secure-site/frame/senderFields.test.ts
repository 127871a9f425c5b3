import { describe, expect, test } from 'vitest';
import { readableRequest } from '../../../headless/approval/readableRequest.ts';
import { SMART_ACCOUNT_GAS_NOTE, withSender } from './senderFields.ts';

const SMART = '0x7561eEe974da8E368235713d8D1Cc903dce681b7';
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const transaction = readableRequest('eth_sendTransaction', [
  {
    to: TO,
    value: '0x1',
    gas: '0x5208',
    maxFeePerGas: '0x3b9aca000',
    maxPriorityFeePerGas: '0x77359400',
    nonce: '0x7',
  },
]);
const rows = (fields: { label: string; value: string }[]) =>
  Object.fromEntries(fields.map((field) => [field.label, field.value]));

describe('the approval names its sender (From) and what a smart account sets itself', () => {
  test("a smart account's transaction: From names it; gas, fee caps and nonce are the wallet's, not the request's", () => {
    const { readable, note } = withSender(transaction, { from: SMART, smartAccount: true });
    expect(readable.fields[0]).toEqual({ label: 'From', value: `${SMART} (smart account)` });
    expect(rows(readable.fields)).toMatchObject({
      To: TO,
      'Gas limit': 'Set by the wallet',
      'Max fee per gas': 'Set by the wallet',
      'Max priority fee per gas': 'Set by the wallet',
      Nonce: 'Set by the wallet',
    });
    expect(JSON.stringify(readable.fields)).not.toMatch(/21000|16 gwei|2 gwei/);
    expect(note).toBe(SMART_ACCOUNT_GAS_NOTE);
  });

  test("the key's transaction keeps the request's gas, fee caps and nonce (the key signs them), under From", () => {
    const { readable, note } = withSender(transaction, { from: EOA, smartAccount: false });
    expect(readable.fields[0]).toEqual({ label: 'From', value: EOA });
    expect(rows(readable.fields)).toMatchObject({
      'Gas limit': '21000',
      'Max fee per gas': '16 gwei',
      'Max priority fee per gas': '2 gwei',
      Nonce: '7',
    });
    expect(note).toBeUndefined();
  });

  test('a message signed by the smart account: From names it, the message is unchanged, no note', () => {
    const message = readableRequest('personal_sign', ['0x6869', SMART]);
    const { readable, note } = withSender(message, { from: SMART, smartAccount: true });
    expect(readable.fields).toEqual([{ label: 'From', value: `${SMART} (smart account)` }]);
    expect(readable.message).toBe('hi');
    expect(note).toBeUndefined();
  });
});
