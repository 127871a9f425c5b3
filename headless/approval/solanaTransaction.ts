/**
 * A Solana transaction in words for ApproveTransaction: who pays the fee, and every instruction, in
 * order (solanaInstructions.ts), with a warning for each program the approval cannot read. Decoded as
 * the key decodes it (solanaWire.ts). A transaction that does not decode, or whose accounts come from
 * address lookup tables (which cannot be named offline), is refused rather than shown in part.
 */
import { decompileTransactionMessage } from '@solana/kit';
import type { ReadableField, ReadableWarning } from './readableTypes.ts';
import { REFUSALS } from './refusals.ts';
import { readInstruction } from './solanaInstructions.ts';
import { decodeSolanaTransaction } from './solanaWire.ts';

/** A transaction's fields and warnings, or why it is refused. */
export type SolanaTransactionReading =
  | { fields: ReadableField[]; warnings: ReadableWarning[] }
  | { refusal: string };

/** The warning of a program the approval cannot read. */
export function unknownProgramWarning(address: string): ReadableWarning {
  return {
    id: 'actions.approval.warning.unknownProgram',
    text: `Unknown program ${address}`,
    params: { address },
  };
}

/** Read a signing request's encoded transaction (base64, else base58). */
export function solanaTransactionFields(encoded: unknown): SolanaTransactionReading {
  const decoded = typeof encoded === 'string' ? decodeSolanaTransaction(encoded) : undefined;
  if (!decoded) return { refusal: REFUSALS.solanaUnreadable };
  const { message: compiled } = decoded;
  if ('addressTableLookups' in compiled && compiled.addressTableLookups?.length)
    return { refusal: REFUSALS.solanaLookupTables };
  let message: ReturnType<typeof decompileTransactionMessage>;
  try {
    message = decompileTransactionMessage(compiled);
  } catch {
    return { refusal: REFUSALS.solanaUnreadable };
  }
  const fields: ReadableField[] = [
    { label: 'Fee payer', value: message.feePayer.address },
    { label: 'Instructions', value: String(message.instructions.length) },
  ];
  const unknown = new Set<string>();
  for (const instruction of message.instructions) {
    const reading = readInstruction(instruction);
    fields.push(...reading.fields);
    if (reading.unknownProgram) unknown.add(reading.unknownProgram);
  }
  return { fields, warnings: [...unknown].map(unknownProgramWarning) };
}
