import { stringToHex } from 'viem';
import { describe, expect, test } from 'vitest';
import { EN } from '../../domain/i18n/catalogue.ts';
import { base58OfText, NOT_TEXT_BASE58 } from '../../test-support/solanaTransactions.ts';
import { base58Text, messageText, readableFieldIds, readableRequest } from './readableRequest.ts';

describe('readableRequest (§2 ApproveTransaction: what is asked, readable)', () => {
  test('personal_sign shows the message as text, with the network', () => {
    const hex = stringToHex('Hello from Portico\nline two');
    expect(readableRequest('personal_sign', [hex, '0xabc'], 'Anvil')).toEqual({
      title: 'Sign message',
      titleId: 'actions.approval.title.signMessage',
      method: 'personal_sign',
      message: 'Hello from Portico\nline two',
      fields: [{ label: 'Network', value: 'Anvil' }],
      warnings: [],
    });
  });

  test('a message of bytes that are not text stays hex', () => {
    expect(messageText('0x00ff10')).toBe('0x00ff10');
    expect(messageText('plain words')).toBe('plain words');
  });

  test('a Solana message (base58) shows as text', () => {
    const message = base58OfText('Sign in to Portico');
    expect(readableRequest('solana_signMessage', { message, pubkey: 'x' }).message).toBe(
      'Sign in to Portico',
    );
    // Bytes that are not text stay base58.
    expect(base58Text(NOT_TEXT_BASE58)).toBe(NOT_TEXT_BASE58);
  });

  test('typed data shows its domain and message fields, flattened, and the primary type', () => {
    const data = {
      domain: { name: 'Mail', version: '1', chainId: 31337 },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'to', type: 'Person' }] },
      message: { to: { name: 'Bob', wallet: '0xbbb' }, contents: 'Hi' },
    };
    const readable = readableRequest('eth_signTypedData_v4', ['0xabc', JSON.stringify(data)]);
    expect(readable.title).toBe('Sign typed data');
    expect(readable.fields).toEqual([
      { label: 'domain.name', value: 'Mail' },
      { label: 'domain.version', value: '1' },
      { label: 'domain.chainId', value: '31337' },
      { label: 'primaryType', value: 'Mail' },
      { label: 'message.to.name', value: 'Bob' },
      { label: 'message.to.wallet', value: '0xbbb' },
      { label: 'message.contents', value: 'Hi' },
    ]);
  });

  test('a transaction shows its receiver, value in ETH, data, and that the wallet sets its gas and fees', () => {
    const readable = readableRequest(
      'eth_sendTransaction',
      [{ to: '0x1111111111111111111111111111111111111111', value: '0x2386f26fc10000', data: '0x1234' }],
      'Anvil',
    );
    expect(readable).toEqual({
      title: 'Approve transaction',
      titleId: 'actions.approval.title.approveTransaction',
      method: 'eth_sendTransaction',
      fields: [
        { label: 'To', value: '0x1111111111111111111111111111111111111111' },
        { label: 'Value', value: '0.01 ETH' },
        { label: 'Data', value: '0x1234' },
        { label: 'Gas limit', value: 'Set by the wallet' },
        { label: 'Max fee per gas', value: 'Set by the wallet' },
        { label: 'Max priority fee per gas', value: 'Set by the wallet' },
        { label: 'Network', value: 'Anvil' },
      ],
      warnings: [],
    });
  });

  test('a request it cannot read shows its method and parameters', () => {
    expect(readableRequest('wallet_grantPermissions', [{ calls: [] }])).toEqual({
      title: 'Approve request',
      titleId: 'actions.approval.title.approveRequest',
      method: 'wallet_grantPermissions',
      fields: [{ label: 'Parameters', value: '[{"calls":[]}]' }],
      warnings: [],
    });
    expect(readableRequest('eth_signTypedData_v4', ['0xabc', '{not json']).fields).toEqual([
      { label: 'data', value: '{not json' },
    ]);
  });

  test("its own words have catalogue keys with the same English; a typed data's keys have none", () => {
    const transaction = readableRequest('eth_sendTransaction', [{ value: '0x0' }], 'Anvil');
    expect(EN[transaction.titleId]).toBe('Approve transaction');
    const ids = transaction.fields.map(readableFieldIds);
    expect(ids).toEqual([
      { labelId: 'actions.approval.to', valueId: 'actions.approval.newContract' },
      { labelId: 'actions.approval.value' },
      { labelId: 'actions.approval.gasLimit', valueId: 'actions.approval.setByWallet' },
      { labelId: 'actions.approval.maxFeePerGas', valueId: 'actions.approval.setByWallet' },
      { labelId: 'actions.approval.maxPriorityFeePerGas', valueId: 'actions.approval.setByWallet' },
      { labelId: 'actions.approval.network' },
    ]);
    transaction.fields.forEach((field, index) => {
      const { labelId, valueId } = ids[index] ?? {};
      expect(labelId && EN[labelId]).toBe(field.label);
      if (valueId) expect(EN[valueId]).toBe(field.value);
    });
    const typed = readableRequest('eth_signTypedData_v4', [
      '0xabc',
      '{"primaryType":"To","message":{"To":"x"}}',
    ]);
    expect(EN[typed.titleId]).toBe('Sign typed data');
    expect(typed.fields.map((field) => field.label)).toContain('message.To');
    for (const field of typed.fields) expect(readableFieldIds(field)).toEqual({});
  });
});
