/**
 * A Solana transaction in words for ApproveTransaction: its SOL transfers (receiver and amount), how
 * many instructions it has, and who pays the fee. Decoded with @solana/kit from the base64 wire bytes
 * the signing requests carry, the transfers read with @solana-program/system; a transaction that does
 * not decode is left to be shown raw.
 */

import {
  decompileTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import {
  identifySystemInstruction,
  parseTransferSolInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system';
import { formatUnits } from 'viem';

/** One labelled value, as readableRequest shows them. */
interface Field {
  label: string;
  value: string;
}

const SOL_DECIMALS = 9;

/** The fields of a base64 transaction, or undefined when it does not decode. */
export function solanaTransactionFields(base64: unknown): Field[] | undefined {
  if (typeof base64 !== 'string') return undefined;
  try {
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
    // Addresses from lookup tables cannot be named offline: such a transaction stays raw (throws here).
    const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(messageBytes));
    const fields: Field[] = [];
    for (const instruction of message.instructions) {
      if (
        instruction.programAddress !== SYSTEM_PROGRAM_ADDRESS ||
        !instruction.data ||
        !instruction.accounts ||
        identifySystemInstruction(instruction.data) !== SystemInstruction.TransferSol
      )
        continue;
      const transfer = parseTransferSolInstruction({
        ...instruction,
        data: instruction.data,
        accounts: instruction.accounts,
      });
      fields.push(
        { label: 'To', value: transfer.accounts.destination?.address ?? 'unknown account' },
        { label: 'Value', value: `${formatUnits(transfer.data.amount, SOL_DECIMALS)} SOL` },
      );
    }
    fields.push({ label: 'Instructions', value: String(message.instructions.length) });
    fields.push({ label: 'Fee payer', value: message.feePayer.address });
    return fields;
  } catch {
    return undefined;
  }
}
