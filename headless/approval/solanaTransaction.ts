/**
 * A Solana transaction in words for ApproveTransaction: its SOL transfers (System Program instruction
 * 2: receiver and amount), how many instructions it has, and who pays the fee. Decoded with
 * @solana/kit from the base64 wire bytes the signing requests carry; a transaction that does not
 * decode is left to be shown raw.
 */
import {
  decompileTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { formatUnits } from 'viem';
import { SOLANA_SYSTEM_PROGRAM, SOLANA_TRANSFER_INSTRUCTION } from '../../domain/constants.ts';

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
      const data = instruction.data;
      if (instruction.programAddress !== SOLANA_SYSTEM_PROGRAM || !data || data.length < 12) continue;
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      if (view.getUint32(0, true) !== SOLANA_TRANSFER_INSTRUCTION) continue;
      fields.push(
        { label: 'To', value: instruction.accounts?.[1]?.address ?? 'unknown account' },
        { label: 'Value', value: `${formatUnits(view.getBigUint64(4, true), SOL_DECIMALS)} SOL` },
      );
    }
    fields.push({ label: 'Instructions', value: String(message.instructions.length) });
    fields.push({ label: 'Fee payer', value: message.feePayer.address });
    return fields;
  } catch {
    return undefined;
  }
}
