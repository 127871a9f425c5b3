/**
 * The outcome of a simulated Solana request, from the accounts before and after each transaction: SOL
 * and SPL tokens out and in for the visitor, the receiver's gain, a predicted failure and its reason,
 * and a batch of several transactions read as one request.
 */
import { type Address, getAddressEncoder, getBase64Decoder } from '@solana/kit';
import { describe, expect, test } from 'vitest';
import { outcomeLines } from './outcomeLines.ts';
import { INSUFFICIENT_FUNDS } from './revertReason.ts';
import { solanaFailureReason } from './solanaFailureReason.ts';
import { NATIVE_SOL, solanaSimulatedOutcome } from './solanaOutcome.ts';
import { type SolanaSimulationInput, solanaSimulationInputSchema } from './solanaSimulationInput.ts';
import {
  mintDecimalsOf,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountOf,
} from './splToken.ts';

const VISITOR = 'B3WKyeC6xPPbVd3T1wWLj9X6XcMhGdxzqjqszSpq1Vyj';
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const VISITOR_TOKENS = 'So11111111111111111111111111111111111111112';
const RECEIVER_TOKENS = 'SysvarRent111111111111111111111111111111111';
const SOL = { symbol: 'SOL', decimals: 9 };
const FEE = 5000n;

const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);
const addressBytes = (address: string) => getAddressEncoder().encode(address as Address);

/** A token account's bytes in the Token program's layout, initialized; Token-2022 may add extensions. */
function tokenAccountBytes(mint: string, owner: string, amount: bigint, extensions?: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(165 + (extensions ? 1 + extensions.length : 0));
  bytes.set(addressBytes(mint), 0);
  bytes.set(addressBytes(owner), 32);
  new DataView(bytes.buffer).setBigUint64(64, amount, true);
  bytes[108] = 1;
  if (extensions) {
    bytes[165] = 2;
    bytes.set(extensions, 166);
  }
  return bytes;
}

const wallet = (lamports: bigint) => ({ lamports: lamports.toString(), owner: SYSTEM_PROGRAM, data: '' });
const tokens = (owner: string, amount: bigint) => ({
  lamports: '2039280',
  owner: TOKEN_PROGRAM,
  data: base64(tokenAccountBytes(MINT, owner, amount)),
});

const parse = (input: unknown): SolanaSimulationInput => solanaSimulationInputSchema.parse(input);

const solTransfer = (amount: bigint) => ({
  feePayer: VISITOR,
  fee: FEE.toString(),
  err: null,
  logs: [
    'Program 11111111111111111111111111111111 invoke [1]',
    'Program 11111111111111111111111111111111 success',
  ],
  accounts: [
    { address: VISITOR, before: wallet(2_000_000_000n), after: wallet(2_000_000_000n - amount - FEE) },
    { address: RECEIVER, before: null, after: wallet(amount) },
  ],
});

const splTransfer = (amount: bigint) => ({
  feePayer: VISITOR,
  fee: FEE.toString(),
  err: null,
  logs: ['Program log: Instruction: Transfer'],
  accounts: [
    { address: VISITOR, before: wallet(1_000_000_000n), after: wallet(1_000_000_000n - FEE) },
    {
      address: VISITOR_TOKENS,
      before: tokens(VISITOR, 100_000_000n),
      after: tokens(VISITOR, 100_000_000n - amount),
    },
    { address: RECEIVER_TOKENS, before: tokens(RECEIVER, 0n), after: tokens(RECEIVER, amount) },
  ],
});

const failed = (err: unknown, logs: string[]) => ({
  feePayer: VISITOR,
  fee: FEE.toString(),
  err,
  logs,
  accounts: [],
});

const texts = (input: SolanaSimulationInput, locale?: string) =>
  outcomeLines(solanaSimulatedOutcome(input), locale ? { locale } : {}).map((line) => line.text);

describe('a SOL transfer', () => {
  const input = parse({ account: VISITOR, nativeCurrency: SOL, transactions: [solTransfer(500_000_000n)] });

  test('what leaves is the amount sent, the fee left out as gas is on EVM; the receiver gains it', () => {
    const outcome = solanaSimulatedOutcome(input);
    expect(outcome.outgoing).toEqual([
      { standard: 'native', token: NATIVE_SOL, ...SOL, amount: 500_000_000n },
    ]);
    expect(outcome.incoming).toEqual([]);
    expect(outcome.counterpart).toEqual({
      address: RECEIVER,
      gains: [{ standard: 'native', token: NATIVE_SOL, ...SOL, amount: 500_000_000n }],
    });
    expect(outcome.revert).toBeUndefined();
  });

  test('reads for people: the amount in SOL, the receiver in full', () => {
    expect(texts(input)).toEqual(['You send 0.5 SOL', `+0.5 SOL to ${RECEIVER}`]);
  });

  test('the numbers follow the locale (a decimal comma in German)', () => {
    expect(texts(input, 'de')[0]).toBe('You send 0,5 SOL');
  });

  test('a fee alone is no change to the balances', () => {
    const onlyFee = parse({ account: VISITOR, nativeCurrency: SOL, transactions: [solTransfer(0n)] });
    expect(texts(onlyFee)).toEqual(['No change to your balances']);
  });
});

describe('an SPL token transfer', () => {
  test('the tokens out by the mint’s decimals and symbol, the receiver’s wallet gains them', () => {
    const input = parse({
      account: VISITOR,
      nativeCurrency: SOL,
      transactions: [splTransfer(25_000_000n)],
      mints: { [MINT]: { decimals: 6, symbol: 'USDC' } },
    });
    const outcome = solanaSimulatedOutcome(input);
    expect(outcome.outgoing).toEqual([
      { standard: 'spl', token: MINT, symbol: 'USDC', decimals: 6, amount: 25_000_000n },
    ]);
    expect(outcome.counterpart?.address).toBe(RECEIVER);
    expect(texts(input)).toEqual(['You send 25 USDC', `+25 USDC to ${RECEIVER}`]);
  });

  test('a token with no known symbol is named by its mint address', () => {
    const input = parse({
      account: VISITOR,
      nativeCurrency: SOL,
      transactions: [splTransfer(1_500_000n)],
      mints: { [MINT]: { decimals: 6 } },
    });
    expect(texts(input)[0]).toBe(`You send 1.5 ${MINT}`);
  });

  test('a token account opened by the transaction: its rent is SOL out, not the receiver’s gain', () => {
    const transfer = splTransfer(25_000_000n);
    const opened = {
      ...transfer,
      accounts: [
        {
          address: VISITOR,
          before: wallet(1_000_000_000n),
          after: wallet(1_000_000_000n - FEE - 2_039_280n),
        },
        transfer.accounts[1],
        { address: RECEIVER_TOKENS, before: null, after: tokens(RECEIVER, 25_000_000n) },
      ],
    };
    const outcome = solanaSimulatedOutcome(
      parse({
        account: VISITOR,
        nativeCurrency: SOL,
        transactions: [opened],
        mints: { [MINT]: { decimals: 6 } },
      }),
    );
    expect(outcome.outgoing.map((asset) => [asset.standard, asset.amount])).toEqual([
      ['native', 2_039_280n],
      ['spl', 25_000_000n],
    ]);
    expect(outcome.counterpart?.gains.map((gain) => gain.standard)).toEqual(['spl']);
  });
});

describe('a predicted failure', () => {
  test('says so with the program’s own message, and moves nothing', () => {
    const input = parse({
      account: VISITOR,
      nativeCurrency: SOL,
      transactions: [
        failed({ InstructionError: [0, { Custom: 1 }] }, [
          `Program ${TOKEN_PROGRAM} invoke [1]`,
          'Program log: Instruction: Transfer',
          'Program log: Error: insufficient funds',
          `Program ${TOKEN_PROGRAM} consumed 4381 of 200000 compute units`,
          `Program ${TOKEN_PROGRAM} failed: custom program error: 0x1`,
        ]),
      ],
    });
    const outcome = solanaSimulatedOutcome(input);
    expect(outcome.revert).toEqual({ callIndex: 0, reason: 'insufficient funds' });
    expect(outcome.outgoing).toEqual([]);
    expect(texts(input)).toEqual(['This transaction will fail: insufficient funds']);
  });

  test('the System program’s transfer message, the node’s error in words, a custom code in hex', () => {
    expect(
      solanaFailureReason({ InstructionError: [0, { Custom: 1 }] }, [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Transfer: insufficient lamports 999995000, need 3000000000',
        'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
      ]),
    ).toBe('insufficient lamports 999995000, need 3000000000');
    expect(solanaFailureReason({ InstructionError: [1, 'InvalidAccountData'] }, [])).toBe(
      'invalid account data',
    );
    expect(solanaFailureReason({ InstructionError: [0, { Custom: 6001 }] }, [])).toBe(
      'custom program error 0x1771',
    );
    expect(solanaFailureReason('BlockhashNotFound', [])).toBe('blockhash not found');
  });

  test('a fee payer with nothing to pay reads as on EVM', () => {
    expect(solanaFailureReason('AccountNotFound', [])).toBe(INSUFFICIENT_FUNDS);
    expect(solanaFailureReason('InsufficientFundsForFee', [])).toBe(INSUFFICIENT_FUNDS);
  });
});

describe('a batch of several transactions (signAllTransactions)', () => {
  test('what leaves and arrives is summed over the batch; with something back, no single receiver', () => {
    const refund = {
      ...solTransfer(0n),
      feePayer: RECEIVER,
      accounts: [{ address: VISITOR, before: wallet(2_000_000_000n), after: wallet(2_100_000_000n) }],
    };
    const input = parse({
      account: VISITOR,
      nativeCurrency: SOL,
      transactions: [splTransfer(25_000_000n), solTransfer(300_000_000n), refund],
      mints: { [MINT]: { decimals: 6, symbol: 'USDC' } },
    });
    const outcome = solanaSimulatedOutcome(input);
    expect(outcome.outgoing).toEqual([
      { standard: 'spl', token: MINT, symbol: 'USDC', decimals: 6, amount: 25_000_000n },
      { standard: 'native', token: NATIVE_SOL, ...SOL, amount: 200_000_000n },
    ]);
    expect(outcome.counterpart).toBeUndefined();
    expect(texts(input)).toEqual(['You send 25 USDC', 'You send 0.2 SOL']);
  });

  test('the first transaction that fails is named by its place; the others still count', () => {
    const input = parse({
      account: VISITOR,
      nativeCurrency: SOL,
      transactions: [
        solTransfer(100_000_000n),
        failed({ InstructionError: [0, 'InsufficientFunds'] }, []),
        failed('AccountNotFound', []),
      ],
    });
    const outcome = solanaSimulatedOutcome(input);
    expect(outcome.revert).toEqual({ callIndex: 1, reason: 'insufficient funds' });
    expect(texts(input)).toEqual([
      'This transaction will fail: insufficient funds',
      'You send 0.1 SOL',
      `+0.1 SOL to ${RECEIVER}`,
    ]);
  });
});

describe('the boundary', () => {
  test('bad input is refused: an EVM address, negative lamports, no transaction', () => {
    const good = { account: VISITOR, nativeCurrency: SOL, transactions: [solTransfer(1n)] };
    expect(solanaSimulationInputSchema.safeParse(good).success).toBe(true);
    expect(
      solanaSimulationInputSchema.safeParse({
        ...good,
        account: '0x0000000000000000000000000000000000000001',
      }).success,
    ).toBe(false);
    expect(
      solanaSimulationInputSchema.safeParse({
        ...good,
        transactions: [{ ...solTransfer(1n), fee: '-1' }],
      }).success,
    ).toBe(false);
    expect(solanaSimulationInputSchema.safeParse({ ...good, transactions: [] }).success).toBe(false);
  });
});

describe('SPL layouts', () => {
  test('a token account of Token and of Token-2022 with extensions; a mint is not one', () => {
    const plain = tokenAccountBytes(MINT, VISITOR, 7n);
    expect(tokenAccountOf({ owner: TOKEN_PROGRAM, data: plain })).toEqual({
      mint: MINT,
      owner: VISITOR,
      amount: 7n,
    });
    const extended = tokenAccountBytes(MINT, VISITOR, 9n, new Uint8Array(12));
    expect(tokenAccountOf({ owner: TOKEN_2022_PROGRAM, data: extended })?.amount).toBe(9n);
    expect(tokenAccountOf({ owner: SYSTEM_PROGRAM, data: plain })).toBeUndefined();
    const mint = new Uint8Array(82);
    mint[44] = 6;
    mint[45] = 1;
    expect(tokenAccountOf({ owner: TOKEN_PROGRAM, data: mint })).toBeUndefined();
    expect(mintDecimalsOf({ owner: TOKEN_PROGRAM, data: mint })).toBe(6);
    expect(mintDecimalsOf({ owner: TOKEN_PROGRAM, data: plain })).toBeUndefined();
  });
});
