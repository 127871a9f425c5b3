/**
 * Real Solana transactions for the approval's tests, built with @solana/kit as a dapp builds them: a
 * transaction of any instructions as the signing requests carry it (base64 or base58 wire bytes), and
 * its bare compiled message (the bytes that a signature covers).
 */
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';

export const PAYER = address('B3WKyeC6xPPbVd3T1wWLj9X6XcMhGdxzqjqszSpq1Vyj');
export const RECEIVER = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
const BLOCKHASH = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash;

/** Programs the approval names, spelled out here rather than read from the code under test. */
export const PROGRAMS = {
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
} as const;

/** System Program transfer of `lamports` from `from` to `to`. */
export function systemTransfer(from: Address, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  return {
    programAddress: address('11111111111111111111111111111111'),
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

/** An instruction of `program` with `data` and read-only `accounts`. */
export function instructionOf(
  program: string,
  data: Uint8Array,
  accounts: readonly string[] = [],
): Instruction {
  return {
    programAddress: address(program),
    accounts: accounts.map((account) => ({ address: address(account), role: AccountRole.WRITABLE })),
    data,
  };
}

/** A compiled, unsigned v0 transaction of `instructions` paid by `payer`. */
export function compiled(instructions: readonly Instruction[], payer: Address = PAYER) {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayer(payer, draft),
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: BLOCKHASH, lastValidBlockHeight: 100n },
          draft,
        ),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    ),
  );
}

/** The transaction as base64 wire bytes. */
export function base64Transaction(instructions: readonly Instruction[], payer?: Address): string {
  return getBase64Decoder().decode(getTransactionEncoder().encode(compiled(instructions, payer)));
}

/** The transaction as base58 wire bytes. */
export function base58Transaction(instructions: readonly Instruction[], payer?: Address): string {
  return getBase58Decoder().decode(getTransactionEncoder().encode(compiled(instructions, payer)));
}

/** `text` as solana_signMessage carries it: its UTF-8 bytes in base58. */
export function base58OfText(text: string): string {
  return getBase58Decoder().decode(new TextEncoder().encode(text));
}

/** A solana_signMessage message whose bytes are not UTF-8 text, in base58. */
export const NOT_TEXT_BASE58 = getBase58Decoder().decode(new Uint8Array([0xff, 0x00, 0x10]));

/** The transaction's compiled message as base58 (what solana_signMessage carries). */
export function base58Message(instructions: readonly Instruction[], payer?: Address): string {
  return getBase58Decoder().decode(compiled(instructions, payer).messageBytes);
}
