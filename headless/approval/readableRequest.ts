/**
 * What an embedded-wallet request asks, in words a person can check before approving it (§2
 * ApproveTransaction): the message text, the typed data's domain and fields, a transaction's receiver,
 * value and data (a Solana one's SOL transfers), and the network. Shared by the secure site's frame, which shows it next to its
 * Approve button, and by `usePendingRequest` for a custom UI. Never throws: a request it cannot read
 * is shown as its method and raw parameters. In headless/, not domain/: it decodes Solana's base58
 * with @solana/kit.
 */
import { getBase58Encoder } from '@solana/kit';
import { formatEther, hexToString, isHex } from 'viem';
import type { MessageId } from '../../domain/i18n/catalogue.ts';
import { solanaTransactionFields } from './solanaTransaction.ts';

/** One labelled value of a request. */
export interface ReadableField {
  label: string;
  value: string;
}

/** A request as the visitor reads it before approving. */
export interface ReadableRequest {
  /** What kind of approval this is: the heading. */
  title: 'Sign message' | 'Sign typed data' | 'Approve transaction' | 'Approve request';
  /** The catalogue key of the title, for a UI to show it in the visitor's language. */
  titleId: MessageId;
  method: string;
  /** A message to sign, as text (hex shown as it is when it is not UTF-8 text). */
  message?: string;
  /** The labelled values: typed-data domain and fields, or the transaction's to / value / data. */
  fields: ReadableField[];
}

/** The catalogue key of each title. */
const TITLE_IDS: Readonly<Record<ReadableRequest['title'], MessageId>> = {
  'Sign message': 'actions.approval.title.signMessage',
  'Sign typed data': 'actions.approval.title.signTypedData',
  'Approve transaction': 'actions.approval.title.approveTransaction',
  'Approve request': 'actions.approval.title.approveRequest',
};

/**
 * The catalogue keys of the labels this module and solanaTransaction.ts write themselves. A typed
 * data's labels are its own keys, always dotted (`domain.name`) or `primaryType` / `data`, so they never
 * match: they are the dapp's data and are shown as they are.
 */
const LABEL_IDS: Readonly<Record<string, MessageId>> = {
  To: 'actions.approval.to',
  Value: 'actions.approval.value',
  Data: 'actions.approval.data',
  Network: 'actions.approval.network',
  Parameters: 'actions.approval.parameters',
  Instructions: 'actions.approval.instructions',
  'Fee payer': 'actions.approval.feePayer',
};

/** The words written in place of a receiver (an address is never one of them). */
const RECEIVER_IDS: Readonly<Record<string, MessageId>> = {
  'New contract': 'actions.approval.newContract',
  'unknown account': 'actions.approval.unknownAccount',
};

/**
 * The catalogue keys of a field's label and value when they are this module's own words (To, Value,
 * Network, "New contract", …), to translate; none for a typed data's keys or for values, which are data.
 */
export function readableFieldIds(field: ReadableField): { labelId?: MessageId; valueId?: MessageId } {
  const labelId = Object.hasOwn(LABEL_IDS, field.label) ? LABEL_IDS[field.label] : undefined;
  const valueId =
    field.label === 'To' && Object.hasOwn(RECEIVER_IDS, field.value) ? RECEIVER_IDS[field.value] : undefined;
  return { ...(labelId && { labelId }), ...(valueId && { valueId }) };
}

/** A request as the builders below make it; `readableRequest` adds the title's key. */
type Untitled = Omit<ReadableRequest, 'titleId'>;

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

/** A Solana message (base58 bytes) as UTF-8 text when it is printable text; otherwise as it came. */
export function base58Text(message: unknown): string {
  if (typeof message !== 'string') return show(message);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(getBase58Encoder().encode(message));
    return isText(text) ? clip(text) : clip(message);
  } catch {
    return clip(message);
  }
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

/** A transaction's value in wei (hex or decimal) as ether, with the unit. */
function etherOf(value: unknown): string {
  try {
    return `${formatEther(BigInt(value as string | number))} ETH`;
  } catch {
    return show(value);
  }
}

function transaction(params: readonly unknown[]): Untitled {
  const tx = isRecord(params[0]) ? params[0] : {};
  const fields: ReadableField[] = [
    { label: 'To', value: typeof tx.to === 'string' ? tx.to : 'New contract' },
    { label: 'Value', value: tx.value === undefined ? '0 ETH' : etherOf(tx.value) },
  ];
  if (typeof tx.data === 'string' && tx.data !== '0x') fields.push({ label: 'Data', value: clip(tx.data) });
  return { title: 'Approve transaction', method: 'eth_sendTransaction', fields };
}

/** Describe request `method` with `params` for the visitor; `network` is the network's name, when known. */
export function readableRequest(method: string, params: unknown, network?: string): ReadableRequest {
  const list: readonly unknown[] = Array.isArray(params) ? params : params === undefined ? [] : [params];
  let readable: Untitled;
  switch (method) {
    case 'personal_sign':
      readable = { title: 'Sign message', method, message: messageText(list[0]), fields: [] };
      break;
    case 'solana_signMessage': {
      const message = isRecord(list[0]) ? list[0].message : list[0];
      readable = { title: 'Sign message', method, message: base58Text(message), fields: [] };
      break;
    }
    case 'eth_signTypedData_v4':
      readable = typedData(list);
      break;
    case 'eth_sendTransaction':
      readable = transaction(list);
      break;
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const transaction = isRecord(list[0]) ? list[0].transaction : undefined;
      readable = {
        title: 'Approve transaction',
        method,
        fields: solanaTransactionFields(transaction) ?? [{ label: 'Parameters', value: show(params) }],
      };
      break;
    }
    default:
      readable = {
        title: method === 'solana_signAllTransactions' ? 'Approve transaction' : 'Approve request',
        method,
        fields: list.length ? [{ label: 'Parameters', value: show(params) }] : [],
      };
  }
  if (network) readable.fields.push({ label: 'Network', value: network });
  return { ...readable, titleId: TITLE_IDS[readable.title] };
}
