/**
 * What an embedded-wallet request asks, in words a person can check before approving it (§2
 * ApproveTransaction): exactly what the key will sign. The message text (a sign-in's fields too), the
 * typed data's domain and fields, a transaction's every signed field, a Solana transaction's every
 * instruction, and the network by its name. Warnings come first; a request that cannot be shown as it
 * would be signed carries a `refusal` instead of being offered. Shared by the secure site's frame, which
 * shows it next to its Approve button, and by `usePendingRequest` for a custom UI. Never throws. In
 * headless/, not domain/: it decodes Solana's wire format with @solana/kit.
 */
import { getBase58Encoder } from '@solana/kit';
import { hexToString, isHex } from 'viem';
import type { MessageId } from '../../domain/i18n/catalogue.ts';
import { evmCallsFields } from './evmCalls.ts';
import { evmTransactionFields, parseEvmTransaction } from './evmTransaction.ts';
import { revealHiddenCharacters } from './hiddenCharacters.ts';
import type { ReadableField, ReadableRequest, ReadableWarning } from './readableTypes.ts';
import { REFUSALS } from './refusals.ts';
import { claimsToBeSiwe, readSiwe } from './siweMessage.ts';
import { solanaTransactionFields } from './solanaTransaction.ts';
import { isSolanaTransactionBytes } from './solanaWire.ts';

export { readableFieldIds } from './readableLabels.ts';
export type { ReadableField, ReadableRequest, ReadableWarning } from './readableTypes.ts';

/** The catalogue key of each title. */
const TITLE_IDS: Readonly<Record<ReadableRequest['title'], MessageId>> = {
  'Sign message': 'actions.approval.title.signMessage',
  'Sign typed data': 'actions.approval.title.signTypedData',
  'Approve transaction': 'actions.approval.title.approveTransaction',
  'Approve request': 'actions.approval.title.approveRequest',
};

/** The warning of a request that holds characters a person cannot see. */
export const HIDDEN_CHARACTERS_WARNING: ReadableWarning = {
  id: 'actions.approval.warning.hiddenCharacters',
  text: 'This request contains hidden or direction-changing characters. They are shown as ⟨U+…⟩.',
};

/** A request as the builders below make it; `readableRequest` adds the title's key. */
type Untitled = Omit<ReadableRequest, 'titleId' | 'warnings'> & { warnings?: ReadableWarning[] };

const MAX_VALUE_LENGTH = 2000;

const clip = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;

const show = (value: unknown): string =>
  clip(
    typeof value === 'string'
      ? value
      : (JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v)) ?? String(value)),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Control characters other than tabs and line breaks, or invalid UTF-8 (U+FFFD), mean bytes, not text. */
function isText(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) return false;
  }
  return true;
}

/** A hex message as UTF-8 text when it is printable text; otherwise the hex itself. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return show(message);
  if (!isHex(message) || message.length % 2 !== 0) return clip(message);
  try {
    const text = hexToString(message);
    return isText(text) ? clip(text) : message;
  } catch {
    return message;
  }
}

/** A Solana message's bytes (base58), or undefined when it is not base58. */
function base58Bytes(message: unknown): Uint8Array | undefined {
  if (typeof message !== 'string') return undefined;
  try {
    return Uint8Array.from(getBase58Encoder().encode(message));
  } catch {
    return undefined;
  }
}

/** A Solana message (base58 bytes) as UTF-8 text when it is printable text; otherwise as it came. */
export function base58Text(message: unknown): string {
  const bytes = base58Bytes(message);
  if (!bytes) return show(message);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isText(text) ? clip(text) : clip(message as string);
  } catch {
    return clip(message as string);
  }
}

function personalSign(method: string, params: readonly unknown[]): Untitled {
  const message = messageText(params[0]);
  const request: Untitled = { title: 'Sign message', method, message, fields: [] };
  if (!claimsToBeSiwe(message)) return request;
  const siwe = readSiwe(message);
  return 'refusal' in siwe ? { ...request, refusal: siwe.refusal } : { ...request, fields: siwe.fields };
}

function solanaSignMessage(method: string, params: readonly unknown[]): Untitled {
  const encoded = isRecord(params[0]) ? params[0].message : params[0];
  const request: Untitled = { title: 'Sign message', method, message: base58Text(encoded), fields: [] };
  const bytes = base58Bytes(encoded);
  return bytes && isSolanaTransactionBytes(bytes)
    ? { ...request, refusal: REFUSALS.solanaMessageIsTransaction }
    : request;
}

/** The fields of a typed-data object, flattened to dotted labels (`message.to.wallet`). */
function flatten(prefix: string, value: unknown, into: ReadableField[]): void {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}.${key}` : key, inner, into);
    return;
  }
  into.push({ label: prefix, value: show(value) });
}

function typedData(params: readonly unknown[]): Untitled {
  let data: unknown = params[1];
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return {
        title: 'Sign typed data',
        method: 'eth_signTypedData_v4',
        fields: [{ label: 'data', value: clip(data as string) }],
      };
    }
  }
  const fields: ReadableField[] = [];
  if (isRecord(data)) {
    flatten('domain', data.domain, fields);
    if (typeof data.primaryType === 'string') fields.push({ label: 'primaryType', value: data.primaryType });
    flatten('message', data.message, fields);
  } else fields.push({ label: 'data', value: show(data) });
  return { title: 'Sign typed data', method: 'eth_signTypedData_v4', fields };
}

/** A transaction that is not signed: the person sees its raw parameters with the reason. */
function refusedTransaction(method: string, params: readonly unknown[], refusal: string): Untitled {
  return {
    title: 'Approve transaction',
    method,
    fields: [{ label: 'Parameters', value: show(params) }],
    refusal,
  };
}

function evmTransaction(method: string, params: readonly unknown[]): Untitled {
  const reading = parseEvmTransaction(params);
  return 'refusal' in reading
    ? refusedTransaction(method, params, reading.refusal)
    : { title: 'Approve transaction', method, fields: evmTransactionFields(reading.transaction) };
}

/** wallet_sendCalls: the batch call by call (one approval for all of them). */
function evmCalls(method: string, params: readonly unknown[]): Untitled {
  const reading = evmCallsFields(params);
  return 'refusal' in reading
    ? refusedTransaction(method, params, reading.refusal)
    : { title: 'Approve transaction', method, fields: reading.fields };
}

function solanaTransaction(method: string, params: readonly unknown[]): Untitled {
  const encoded = isRecord(params[0]) ? params[0].transaction : undefined;
  const reading = solanaTransactionFields(encoded);
  return 'refusal' in reading
    ? refusedTransaction(method, params, reading.refusal)
    : { title: 'Approve transaction', method, ...reading };
}

/** solana_signAllTransactions: each transaction in turn, under `Transaction: 1/3`; one unreadable refuses all. */
function solanaTransactions(method: string, params: readonly unknown[]): Untitled {
  const list = isRecord(params[0]) && Array.isArray(params[0].transactions) ? params[0].transactions : [];
  const request: Untitled = { title: 'Approve transaction', method, fields: [], warnings: [] };
  if (list.length === 0) return { ...request, refusal: REFUSALS.solanaUnreadable };
  for (const [index, encoded] of list.entries()) {
    const reading = solanaTransactionFields(encoded);
    // The warnings of the transactions read before it stay shown.
    if ('refusal' in reading) return { ...request, ...refusedTransaction(method, params, reading.refusal) };
    request.fields.push({ label: 'Transaction', value: `${index + 1}/${list.length}` }, ...reading.fields);
    for (const warning of reading.warnings)
      if (!request.warnings?.some((known) => known.text === warning.text)) request.warnings?.push(warning);
  }
  return request;
}

/**
 * Every text shown with its hidden characters written visibly; one warning when there were any. Done
 * last, over labels too: a typed data's keys are the dapp's words as much as its values are.
 */
function revealed(request: ReadableRequest): ReadableRequest {
  let found = false;
  const reveal = (text: string) => {
    const result = revealHiddenCharacters(text);
    found ||= result.found;
    return result.text;
  };
  const fields = request.fields.map((field) => ({ label: reveal(field.label), value: reveal(field.value) }));
  const message = request.message === undefined ? undefined : reveal(request.message);
  return {
    ...request,
    ...(message !== undefined && { message }),
    fields,
    warnings: found ? [HIDDEN_CHARACTERS_WARNING, ...request.warnings] : request.warnings,
  };
}

/** Describe request `method` with `params` for the visitor; `network` is the network's name (networkNameOf). */
export function readableRequest(method: string, params: unknown, network?: string): ReadableRequest {
  const list: readonly unknown[] = Array.isArray(params) ? params : params === undefined ? [] : [params];
  let readable: Untitled;
  switch (method) {
    case 'personal_sign':
      readable = personalSign(method, list);
      break;
    case 'solana_signMessage':
      readable = solanaSignMessage(method, list);
      break;
    case 'eth_signTypedData_v4':
      readable = typedData(list);
      break;
    case 'eth_sendTransaction':
      readable = evmTransaction(method, list);
      break;
    case 'wallet_sendCalls':
      readable = evmCalls(method, list);
      break;
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      readable = solanaTransaction(method, list);
      break;
    case 'solana_signAllTransactions':
      readable = solanaTransactions(method, list);
      break;
    default:
      readable = {
        title: 'Approve request',
        method,
        fields: list.length ? [{ label: 'Parameters', value: show(params) }] : [],
      };
  }
  if (network) readable.fields.push({ label: 'Network', value: network });
  return revealed({ ...readable, warnings: readable.warnings ?? [], titleId: TITLE_IDS[readable.title] });
}
