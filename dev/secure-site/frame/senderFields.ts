/**
 * The approval's From row, and what a smart account's transaction really signs. A smart account sends
 * eth_sendTransaction as a user operation whose gas limits, fee caps and nonce the wallet and the bundler
 * set (smartAccount/rpc.ts); a gas, fee or nonce the request names is not used. So the panel shows them
 * as set by the wallet, never as the request's values (the panel showed a request's gas limit
 * and nonce that the user operation silently dropped). Pure, so the rule is tested without a browser.
 */
import { SET_BY_WALLET } from '../../../headless/approval/evmTransaction.ts';
import type { ReadableField, ReadableRequest } from '../../../headless/approval/readableRequest.ts';
import type { RequestSender } from '../smartAccount/sender.ts';

export type { RequestSender };

/** Shown under a smart account's transaction: why its gas, fees and nonce are not the request's. */
export const SMART_ACCOUNT_GAS_NOTE =
  'Sent from a smart account as a user operation: its gas, fees and nonce are set by the wallet, not by the request.';

/** The fields a user operation sets itself, whatever the transaction says. */
const SET_BY_USER_OPERATION = new Set([
  'Gas limit',
  'Gas price',
  'Max fee per gas',
  'Max priority fee per gas',
  'Nonce',
]);

/** The sender as the From row writes it. */
export function senderLabel(sender: RequestSender): string {
  return sender.smartAccount ? `${sender.from} (smart account)` : sender.from;
}

/** `readable` with the From row first and, for a smart account's transaction, what it sets itself. */
export function withSender(
  readable: ReadableRequest,
  sender: RequestSender,
): { readable: ReadableRequest; note?: string } {
  const from: ReadableField = { label: 'From', value: senderLabel(sender) };
  const transaction = readable.method === 'eth_sendTransaction' && sender.smartAccount;
  const fields = transaction
    ? readable.fields.map((field) =>
        SET_BY_USER_OPERATION.has(field.label) ? { label: field.label, value: SET_BY_WALLET } : field,
      )
    : readable.fields;
  return {
    readable: { ...readable, fields: [from, ...fields] },
    ...(transaction && { note: SMART_ACCOUNT_GAS_NOTE }),
  };
}
