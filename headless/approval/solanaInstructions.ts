/**
 * One Solana instruction in words: the program by name and what it does, with the receiver and amount
 * of a transfer. Known: System, Compute Budget, SPL Token and Token-2022, Associated Token Account,
 * Memo. Any other program is named by its address and flagged: the approval cannot say what it does.
 * The token programs are read from their one-byte discriminators (their client package is not a
 * dependency); System with @solana-program/system.
 */
import type { Instruction } from '@solana/kit';
import { identifySystemInstruction, SYSTEM_PROGRAM_ADDRESS, SystemInstruction } from '@solana-program/system';
import { formatUnits } from 'viem';
import type { ReadableField } from './readableTypes.ts';

const SOL_DECIMALS = 9;
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const ASSOCIATED_TOKEN = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const MEMO_V1 = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';

/** An instruction read: its fields, and the program's address when the program is unknown. */
export interface InstructionReading {
  fields: ReadableField[];
  unknownProgram?: string;
}

const UNRECOGNIZED = 'unrecognized instruction';

/** A little-endian unsigned integer of `size` bytes at `offset`, or undefined past the end. */
function uint(data: Uint8Array, offset: number, size: 1 | 4 | 8): bigint | undefined {
  if (data.length < offset + size) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (size === 1) return BigInt(view.getUint8(offset));
  if (size === 4) return BigInt(view.getUint32(offset, true));
  return view.getBigUint64(offset, true);
}

const accountAt = (instruction: Instruction, index: number) =>
  instruction.accounts?.[index]?.address ?? 'unknown account';

/** `CreateAccountWithSeed` → `Create account with seed`; `TransferSol` → `Transfer SOL`. */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/ Sol\b/, ' SOL')
    .replace(/ ([A-Z])(?=[a-z])/g, (_, first: string) => ` ${first.toLowerCase()}`);

function system(instruction: Instruction, data: Uint8Array): ReadableField[] {
  let kind: SystemInstruction;
  try {
    kind = identifySystemInstruction(data);
  } catch {
    return [{ label: 'Instruction', value: `System Program: ${UNRECOGNIZED}` }];
  }
  const fields = [{ label: 'Instruction', value: `System Program: ${words(SystemInstruction[kind])}` }];
  const lamports = uint(data, 4, 8);
  if (kind === SystemInstruction.TransferSol && lamports !== undefined)
    fields.push(
      { label: 'To', value: accountAt(instruction, 1) },
      { label: 'Value', value: `${formatUnits(lamports, SOL_DECIMALS)} SOL` },
    );
  return fields;
}

const COMPUTE_BUDGET_NAMES = [
  'Request units (deprecated)',
  'Request heap frame',
  'Set compute unit limit',
  'Set compute unit price',
  'Set loaded accounts data size limit',
];

function computeBudget(data: Uint8Array): ReadableField[] {
  const name = COMPUTE_BUDGET_NAMES[data[0] ?? -1] ?? UNRECOGNIZED;
  const amount = data[0] === 3 ? uint(data, 1, 8) : uint(data, 1, 4);
  const unit = data[0] === 3 ? ' micro-lamports per unit' : data[0] === 2 ? ' units' : '';
  const detail = name !== UNRECOGNIZED && amount !== undefined ? ` (${amount}${unit})` : '';
  return [{ label: 'Instruction', value: `Compute Budget: ${name}${detail}` }];
}

// SPL Token's instructions by discriminator; Token-2022 shares them and adds its extensions after.
const TOKEN_NAMES = [
  'Initialize mint',
  'Initialize account',
  'Initialize multisig',
  'Transfer',
  'Approve',
  'Revoke',
  'Set authority',
  'Mint to',
  'Burn',
  'Close account',
  'Freeze account',
  'Thaw account',
  'Transfer checked',
  'Approve checked',
  'Mint to checked',
  'Burn checked',
  'Initialize account 2',
  'Sync native',
  'Initialize account 3',
  'Initialize multisig 2',
  'Initialize mint 2',
  'Get account data size',
  'Initialize immutable owner',
  'Amount to UI amount',
  'UI amount to amount',
];

function token(program: string, instruction: Instruction, data: Uint8Array): ReadableField[] {
  const kind = data[0] ?? -1;
  const name = TOKEN_NAMES[kind] ?? UNRECOGNIZED;
  const fields = [{ label: 'Instruction', value: `${program}: ${name}` }];
  const amount = uint(data, 1, 8);
  const decimals = uint(data, 9, 1);
  if (amount === undefined) return fields;
  // Transfer: source, destination, owner. TransferChecked: source, mint, destination, owner.
  // Approve: source, delegate, owner. ApproveChecked: source, mint, delegate, owner.
  if (kind === 3) fields.push({ label: 'To', value: accountAt(instruction, 1) });
  if (kind === 4) fields.push({ label: 'Delegate', value: accountAt(instruction, 1) });
  if (kind === 12) fields.push({ label: 'To', value: accountAt(instruction, 2) });
  if (kind === 13) fields.push({ label: 'Delegate', value: accountAt(instruction, 2) });
  if (kind === 3 || kind === 4) fields.push({ label: 'Amount', value: `${amount} (base units)` });
  if ((kind === 12 || kind === 13) && decimals !== undefined)
    fields.push(
      { label: 'Amount', value: formatUnits(amount, Number(decimals)) },
      { label: 'Mint', value: accountAt(instruction, 1) },
    );
  return fields;
}

const ASSOCIATED_TOKEN_NAMES = ['Create', 'Create idempotent', 'Recover nested'];

function associatedToken(data: Uint8Array): ReadableField[] {
  // An empty instruction is the original Create.
  const name = data.length === 0 ? 'Create' : (ASSOCIATED_TOKEN_NAMES[data[0] ?? -1] ?? UNRECOGNIZED);
  return [{ label: 'Instruction', value: `Associated Token Account: ${name}` }];
}

function memo(data: Uint8Array): ReadableField[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = `0x${Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
  return [
    { label: 'Instruction', value: 'Memo' },
    { label: 'Memo', value: text },
  ];
}

/** One instruction in words. */
export function readInstruction(instruction: Instruction): InstructionReading {
  const program = instruction.programAddress as string;
  const data = Uint8Array.from(instruction.data ?? []);
  if (program === SYSTEM_PROGRAM_ADDRESS) return { fields: system(instruction, data) };
  if (program === COMPUTE_BUDGET) return { fields: computeBudget(data) };
  if (program === TOKEN) return { fields: token('Token Program', instruction, data) };
  if (program === TOKEN_2022) return { fields: token('Token-2022', instruction, data) };
  if (program === ASSOCIATED_TOKEN) return { fields: associatedToken(data) };
  if (program === MEMO || program === MEMO_V1) return { fields: memo(data) };
  return {
    fields: [{ label: 'Instruction', value: `Unknown program ${program}` }],
    unknownProgram: program,
  };
}
