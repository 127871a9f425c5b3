/**
 * Every word the approval writes itself has a catalogue key whose English is that word, so a UI can
 * translate each label (and a value such as "Set by the wallet"); a typed data's keys and values have none.
 */
import { stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { expect, test } from 'vitest';
import { EN } from '../../domain/i18n/catalogue.ts';
import { SIWE_SAMPLE } from '../../test-support/siweSample.ts';
import {
  base64Transaction,
  instructionOf,
  PAYER,
  PROGRAMS,
  RECEIVER,
  systemTransfer,
} from '../../test-support/solanaTransactions.ts';
import { readableFieldIds, readableRequest } from './readableRequest.ts';

// Every optional field, so that each of their labels is written.
const siwe = createSiweMessage({
  ...SIWE_SAMPLE,
  notBefore: new Date('2025-01-02T03:04:05.000Z'),
  requestId: 'r1',
  resources: ['https://app.example.com/terms'],
});

test('each label and word value the approval writes has a catalogue key with the same English', () => {
  const requests = [
    readableRequest('personal_sign', [stringToHex(siwe), '0xabc'], 'Ethereum'),
    readableRequest('eth_sendTransaction', [{ value: '0x0', data: '0x12', nonce: '0x1' }], 'Anvil'),
    readableRequest('eth_sendTransaction', [
      { to: '0x1111111111111111111111111111111111111111', gasPrice: '0x1' },
    ]),
    readableRequest('solana_signAllTransactions', {
      transactions: [
        base64Transaction([
          systemTransfer(PAYER, RECEIVER, 1n),
          instructionOf(PROGRAMS.token, Uint8Array.from([13, 1, 0, 0, 0, 0, 0, 0, 0, 2]), [
            PAYER,
            RECEIVER,
            RECEIVER,
            PAYER,
          ]),
          instructionOf(PROGRAMS.memo, Uint8Array.from([104, 105])),
        ]),
      ],
    }),
    readableRequest('wallet_grantPermissions', [{}]),
    readableRequest('wallet_sendCalls', [
      {
        calls: [
          {
            to: '0x1111111111111111111111111111111111111111',
            // ERC-20 transfer(0x1111…, 1): its function is shown.
            data: '0xa9059cbb00000000000000000000000011111111111111111111111111111111111111110000000000000000000000000000000000000000000000000000000000000001',
          },
          { value: '0x1' },
        ],
      },
    ]),
  ];
  const labels = new Set<string>();
  for (const request of requests) {
    expect(request.refusal).toBeUndefined();
    for (const field of request.fields) {
      const { labelId, valueId } = readableFieldIds(field);
      expect(labelId && EN[labelId], field.label).toBe(field.label);
      if (valueId) expect(EN[valueId]).toBe(field.value);
      labels.add(field.label);
    }
  }
  // The requests above cover every label of the approval's own words.
  expect([...labels].sort()).toEqual(
    [
      'Address',
      'Amount',
      'Call',
      'Chain',
      'Data',
      'Delegate',
      'Domain',
      'Expiration time',
      'Fee payer',
      'Function',
      'Gas limit',
      'Gas price',
      'Instruction',
      'Instructions',
      'Issued at',
      'Max fee per gas',
      'Max priority fee per gas',
      'Memo',
      'Mint',
      'Network',
      'Nonce',
      'Not before',
      'Parameters',
      'Request ID',
      'Resources',
      'To',
      'Transaction',
      'URI',
      'Value',
    ].sort(),
  );
  expect(readableFieldIds({ label: 'Gas limit', value: 'Set by the wallet' }).valueId).toBe(
    'actions.approval.setByWallet',
  );
});
