import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { describe, expect, test } from 'vitest';
import { transferSolInstruction } from '../accountData/sendSol.ts';
import { readableRequest } from './readableRequest.ts';
import { solanaTransactionFields } from './solanaTransaction.ts';

const FROM = address('B3WKyeC6xPPbVd3T1wWLj9X6XcMhGdxzqjqszSpq1Vyj');
const TO = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');

/** A base64 transaction sending `lamports` from FROM to TO, as the signing requests carry it. */
function transfer(lamports: bigint): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(FROM, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash, lastValidBlockHeight: 100n },
        draft,
      ),
    (draft) => appendTransactionMessageInstruction(transferSolInstruction(FROM, TO, lamports), draft),
  );
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('a Solana transaction in words (ApproveTransaction)', () => {
  test('a SOL transfer shows its receiver, amount, instruction count and fee payer', () => {
    expect(solanaTransactionFields(transfer(10_000_000n))).toEqual([
      { label: 'To', value: TO },
      { label: 'Value', value: '0.01 SOL' },
      { label: 'Instructions', value: '1' },
      { label: 'Fee payer', value: FROM },
    ]);
  });

  test('solana_signAndSendTransaction reads so, with the network; bytes that do not decode stay raw', () => {
    const readable = readableRequest(
      'solana_signAndSendTransaction',
      { transaction: transfer(1n) },
      'Solana',
    );
    expect(readable.title).toBe('Approve transaction');
    expect(readable.fields).toContainEqual({ label: 'Value', value: '0.000000001 SOL' });
    expect(readable.fields.at(-1)).toEqual({ label: 'Network', value: 'Solana' });
    expect(solanaTransactionFields('not a transaction')).toBeUndefined();
    expect(readableRequest('solana_signTransaction', { transaction: 'AAAA' }).fields).toEqual([
      { label: 'Parameters', value: '{"transaction":"AAAA"}' },
    ]);
  });
});
