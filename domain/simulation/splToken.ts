/**
 * The SPL token accounts and mints of Solana, read from their bytes (the layouts of the Token program,
 * which Token-2022 keeps as the head of its own): a token account's mint, owner and amount, a mint's
 * decimals. Token-2022 pads a mint with extensions to a token account's length and tells them apart by
 * the account-type byte after it, so that byte decides when the length does not.
 */
import { getBase58Decoder } from '@solana/kit';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';

const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);

/** Bytes of a token account and of a mint in the Token program's layout. */
const TOKEN_ACCOUNT_LENGTH = 165;
const MINT_LENGTH = 82;
/** Token-2022's account-type byte, right after the base token account's bytes. */
const ACCOUNT_TYPE_ACCOUNT = 2;
const ACCOUNT_TYPE_MINT = 1;

/** What the reader needs of an account: its owning program and its data. */
export interface OwnedBytes {
  owner: string;
  data: Uint8Array;
}

export interface TokenAccountState {
  mint: string;
  /** The wallet the tokens belong to. */
  owner: string;
  amount: bigint;
}

const base58 = getBase58Decoder();

const isTokenAccount = (data: Uint8Array) =>
  data.length === TOKEN_ACCOUNT_LENGTH ||
  (data.length > TOKEN_ACCOUNT_LENGTH && data[TOKEN_ACCOUNT_LENGTH] === ACCOUNT_TYPE_ACCOUNT);

/** The token account in `account`, or undefined when it is none (or not initialized). */
export function tokenAccountOf(account: OwnedBytes | null | undefined): TokenAccountState | undefined {
  if (!account || !TOKEN_PROGRAMS.has(account.owner) || !isTokenAccount(account.data)) return undefined;
  const { data } = account;
  // State at byte 108: 0 uninitialized, 1 initialized, 2 frozen.
  if (data[108] === 0) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return {
    mint: base58.decode(data.subarray(0, 32)),
    owner: base58.decode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
  };
}

/** The decimals of the mint in `account`, or undefined when it is no initialized mint. */
export function mintDecimalsOf(account: OwnedBytes | null | undefined): number | undefined {
  if (!account || !TOKEN_PROGRAMS.has(account.owner)) return undefined;
  const { data } = account;
  const isMint =
    data.length === MINT_LENGTH ||
    (data.length > TOKEN_ACCOUNT_LENGTH && data[TOKEN_ACCOUNT_LENGTH] === ACCOUNT_TYPE_MINT);
  // Decimals at byte 44, is_initialized at 45.
  if (!isMint || data[45] !== 1) return undefined;
  return data[44];
}
