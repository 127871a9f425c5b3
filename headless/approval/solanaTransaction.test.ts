/**
 * A Solana transaction's approval lists every instruction (known programs by name, any
 * other flagged), solana_signAllTransactions shows each transaction decoded, and a message whose bytes
 * are a transaction is refused.
 */
import { describe, expect, test } from 'vitest';
import { EN } from '../../domain/i18n/catalogue.ts';
import { translate } from '../../domain/i18n/translate.ts';
import {
  base58Message,
  base58OfText,
  base58Transaction,
  base64Transaction,
  instructionOf,
  NOT_TEXT_BASE58,
  PAYER,
  PROGRAMS,
  RECEIVER,
  systemTransfer,
} from '../../test-support/solanaTransactions.ts';
import { readableRequest } from './readableRequest.ts';
import { solanaTransactionFields } from './solanaTransaction.ts';

const DRAINER = 'DRa1nerProgram111111111111111111111111111111';
const SOURCE = 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** A u8 discriminator followed by little-endian integers. */
function bytes(discriminator: number, ...values: [bigint, 1 | 4 | 8][]): Uint8Array {
  const out = [discriminator];
  for (const [value, size] of values)
    for (let index = 0; index < size; index++) out.push(Number((value >> BigInt(8 * index)) & 0xffn));
  return Uint8Array.from(out);
}

describe('a Solana transaction in words (ApproveTransaction)', () => {
  test('a SOL transfer shows the fee payer, the instruction count, and the transfer with receiver and amount', () => {
    expect(
      solanaTransactionFields(base64Transaction([systemTransfer(PAYER, RECEIVER, 10_000_000n)])),
    ).toEqual({
      fields: [
        { label: 'Fee payer', value: PAYER },
        { label: 'Instructions', value: '1' },
        { label: 'Instruction', value: 'System Program: Transfer SOL' },
        { label: 'To', value: RECEIVER },
        { label: 'Value', value: '0.01 SOL' },
      ],
      warnings: [],
    });
  });

  test("every instruction is listed; an unknown program's is flagged 'Unknown program <address>'", () => {
    const transaction = base64Transaction([
      instructionOf(PROGRAMS.computeBudget, bytes(2, [200_000n, 4])),
      instructionOf(PROGRAMS.computeBudget, bytes(3, [1000n, 8])),
      systemTransfer(PAYER, RECEIVER, 1n),
      instructionOf(DRAINER, Uint8Array.from([9, 9, 9]), [SOURCE]),
      instructionOf(PROGRAMS.token, bytes(3, [5_000_000n, 8]), [SOURCE, RECEIVER, PAYER]),
      instructionOf(PROGRAMS.token2022, bytes(12, [1_500_000n, 8], [6n, 1]), [SOURCE, MINT, RECEIVER, PAYER]),
      instructionOf(PROGRAMS.token, bytes(4, [2n ** 64n - 1n, 8]), [SOURCE, RECEIVER, PAYER]),
      instructionOf(PROGRAMS.associatedToken, Uint8Array.from([1])),
      instructionOf(PROGRAMS.memo, new TextEncoder().encode('order 42')),
    ]);
    const readable = readableRequest('solana_signTransaction', { transaction }, 'Solana');
    expect(readable.refusal).toBeUndefined();
    expect(readable.fields).toEqual([
      { label: 'Fee payer', value: PAYER },
      { label: 'Instructions', value: '9' },
      { label: 'Instruction', value: 'Compute Budget: Set compute unit limit (200000 units)' },
      {
        label: 'Instruction',
        value: 'Compute Budget: Set compute unit price (1000 micro-lamports per unit)',
      },
      { label: 'Instruction', value: 'System Program: Transfer SOL' },
      { label: 'To', value: RECEIVER },
      { label: 'Value', value: '0.000000001 SOL' },
      { label: 'Instruction', value: `Unknown program ${DRAINER}` },
      { label: 'Instruction', value: 'Token Program: Transfer' },
      { label: 'To', value: RECEIVER },
      { label: 'Amount', value: '5000000 (base units)' },
      { label: 'Instruction', value: 'Token-2022: Transfer checked' },
      { label: 'To', value: RECEIVER },
      { label: 'Amount', value: '1.5' },
      { label: 'Mint', value: MINT },
      { label: 'Instruction', value: 'Token Program: Approve' },
      { label: 'Delegate', value: RECEIVER },
      { label: 'Amount', value: '18446744073709551615 (base units)' },
      { label: 'Instruction', value: 'Associated Token Account: Create idempotent' },
      { label: 'Instruction', value: 'Memo' },
      { label: 'Memo', value: 'order 42' },
      { label: 'Network', value: 'Solana' },
    ]);
    expect(readable.warnings).toEqual([
      {
        id: 'actions.approval.warning.unknownProgram',
        text: `Unknown program ${DRAINER}`,
        params: { address: DRAINER },
      },
    ]);
    const [warning] = readable.warnings;
    expect(warning && translate(EN, 'en', warning.id, warning.params)).toBe(warning?.text);
  });

  test('a memo with a bidi override is revealed, with the hidden-characters warning', () => {
    const transaction = base64Transaction([
      instructionOf(PROGRAMS.memo, new TextEncoder().encode('refund\u202Eevil')),
    ]);
    const readable = readableRequest('solana_signAndSendTransaction', { transaction });
    expect(readable.fields).toContainEqual({ label: 'Memo', value: 'refund⟨U+202E⟩evil' });
    expect(readable.warnings.map((warning) => warning.id)).toEqual([
      'actions.approval.warning.hiddenCharacters',
    ]);
  });

  test('a base58 transaction reads as the key reads it; bytes that do not decode are refused', () => {
    const readable = readableRequest('solana_signTransaction', {
      transaction: base58Transaction([systemTransfer(PAYER, RECEIVER, 1n)]),
    });
    expect(readable.fields).toContainEqual({ label: 'Value', value: '0.000000001 SOL' });
    expect(readableRequest('solana_signTransaction', { transaction: 'AAAA' }).refusal).toBe(
      'Refused: the Solana transaction could not be read',
    );
  });

  test('solana_signAllTransactions shows each transaction decoded, not base64', () => {
    const readable = readableRequest('solana_signAllTransactions', {
      transactions: [
        base64Transaction([systemTransfer(PAYER, RECEIVER, 1n)]),
        base64Transaction([instructionOf(DRAINER, Uint8Array.from([1]))]),
      ],
    });
    expect(readable.title).toBe('Approve transaction');
    expect(readable.fields).toEqual([
      { label: 'Transaction', value: '1/2' },
      { label: 'Fee payer', value: PAYER },
      { label: 'Instructions', value: '1' },
      { label: 'Instruction', value: 'System Program: Transfer SOL' },
      { label: 'To', value: RECEIVER },
      { label: 'Value', value: '0.000000001 SOL' },
      { label: 'Transaction', value: '2/2' },
      { label: 'Fee payer', value: PAYER },
      { label: 'Instructions', value: '1' },
      { label: 'Instruction', value: `Unknown program ${DRAINER}` },
    ]);
    expect(readable.warnings.map((warning) => warning.text)).toEqual([`Unknown program ${DRAINER}`]);
    expect(
      readableRequest('solana_signAllTransactions', {
        transactions: [base64Transaction([systemTransfer(PAYER, RECEIVER, 1n)]), 'not a transaction'],
      }).refusal,
    ).toBe('Refused: the Solana transaction could not be read');
  });
});

describe('solana_signMessage', () => {
  const REFUSED = 'Refused: this message is a Solana transaction; it is not signed as a message';

  test('bytes that are a transaction message or a whole transaction are refused', () => {
    const message = base58Message([systemTransfer(PAYER, RECEIVER, 1_000_000_000n)]);
    expect(readableRequest('solana_signMessage', { message, pubkey: PAYER }).refusal).toBe(REFUSED);
    const transaction = base58Transaction([systemTransfer(PAYER, RECEIVER, 1_000_000_000n)]);
    expect(readableRequest('solana_signMessage', { message: transaction, pubkey: PAYER }).refusal).toBe(
      REFUSED,
    );
  });

  test('text is shown as text and offered; bytes that are not text stay base58', () => {
    const readable = readableRequest('solana_signMessage', {
      message: base58OfText('Sign in to Portico'),
      pubkey: PAYER,
    });
    expect(readable).toMatchObject({ message: 'Sign in to Portico', warnings: [] });
    expect(readable.refusal).toBeUndefined();
    expect(readableRequest('solana_signMessage', { message: NOT_TEXT_BASE58 }).message).toBe(NOT_TEXT_BASE58);
  });
});
