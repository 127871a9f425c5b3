/**
 * The catalogue keys of the words the approval writes itself (labels such as To, Gas limit, Instruction,
 * and values such as "New contract"), so a UI can show them in the visitor's language. A typed data's
 * labels are its own keys, always dotted (`domain.name`) or `primaryType` / `data`, so they never
 * match: they are the dapp's data and are shown as they are; so are values.
 */
import type { MessageId } from '../../domain/i18n/catalogue.ts';
import type { ReadableField } from './readableTypes.ts';

const LABEL_IDS: Readonly<Record<string, MessageId>> = {
  To: 'actions.approval.to',
  Value: 'actions.approval.value',
  Data: 'actions.approval.data',
  Network: 'actions.approval.network',
  Parameters: 'actions.approval.parameters',
  Instructions: 'actions.approval.instructions',
  'Fee payer': 'actions.approval.feePayer',
  'Gas limit': 'actions.approval.gasLimit',
  'Gas price': 'actions.approval.gasPrice',
  'Max fee per gas': 'actions.approval.maxFeePerGas',
  'Max priority fee per gas': 'actions.approval.maxPriorityFeePerGas',
  Nonce: 'actions.approval.nonce',
  Domain: 'actions.approval.domain',
  Address: 'actions.approval.address',
  URI: 'actions.approval.uri',
  Chain: 'actions.approval.chain',
  'Issued at': 'actions.approval.issuedAt',
  'Expiration time': 'actions.approval.expirationTime',
  'Not before': 'actions.approval.notBefore',
  'Request ID': 'actions.approval.requestId',
  Resources: 'actions.approval.resources',
  Transaction: 'actions.approval.transaction',
  Call: 'actions.approval.call',
  Function: 'actions.approval.function',
  Instruction: 'actions.approval.instruction',
  Amount: 'actions.approval.amount',
  Mint: 'actions.approval.mint',
  Delegate: 'actions.approval.delegate',
  Memo: 'actions.approval.memo',
};

/** The words written in place of a value (an address or a number is never one of them), by label. */
const VALUE_IDS: Readonly<Record<string, MessageId>> = {
  'New contract': 'actions.approval.newContract',
  'unknown account': 'actions.approval.unknownAccount',
  'Set by the wallet': 'actions.approval.setByWallet',
};
const LABELS_WITH_WORD_VALUES = new Set([
  'To',
  'Gas limit',
  'Gas price',
  'Max fee per gas',
  'Max priority fee per gas',
  'Delegate',
  'Mint',
]);

/**
 * The catalogue keys of a field's label and value when they are the approval's own words (To, Value,
 * Network, "New contract", …), to translate; none for a typed data's keys or for values, which are data.
 */
export function readableFieldIds(field: ReadableField): { labelId?: MessageId; valueId?: MessageId } {
  const labelId = Object.hasOwn(LABEL_IDS, field.label) ? LABEL_IDS[field.label] : undefined;
  const valueId =
    LABELS_WITH_WORD_VALUES.has(field.label) && Object.hasOwn(VALUE_IDS, field.value)
      ? VALUE_IDS[field.value]
      : undefined;
  return { ...(labelId && { labelId }), ...(valueId && { valueId }) };
}
