import { ACCOUNT_MESSAGES } from './en/account.ts';
import { ACTIONS_MESSAGES } from './en/actions.ts';
import { COMMON_MESSAGES } from './en/common.ts';
import { CONNECT_MESSAGES } from './en/connect.ts';
import { ERROR_MESSAGES, type ErrorMessages } from './en/errors.ts';
import { MODAL_MESSAGES } from './en/modal.ts';
import { ONRAMP_SECTION } from './en/onramp.ts';
import { SWAP_SECTION } from './en/swap.ts';

/**
 * The message catalogue: every text the default UI shows, in English, under a typed key. English is
 * the catalogue's own language and ships in the eager bundle; each translation (./locales/) is a
 * `Catalogue` of its own chunk, loaded when its locale is chosen. Messages use the syntax of
 * ./message.ts (`{name}` arguments, ICU plurals).
 */
export const SECTIONS = {
  common: COMMON_MESSAGES,
  modal: MODAL_MESSAGES,
  connect: CONNECT_MESSAGES,
  account: ACCOUNT_MESSAGES,
  actions: ACTIONS_MESSAGES,
  swap: SWAP_SECTION,
  onramp: ONRAMP_SECTION,
  errors: ERROR_MESSAGES,
} as const;

/** The English catalogue. */
export const EN: Catalogue = {
  ...COMMON_MESSAGES,
  ...MODAL_MESSAGES,
  ...CONNECT_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ACTIONS_MESSAGES,
  ...SWAP_SECTION,
  ...ONRAMP_SECTION,
  ...ERROR_MESSAGES,
};

/** The key of a message. */
export type MessageId =
  | keyof typeof COMMON_MESSAGES
  | keyof typeof MODAL_MESSAGES
  | keyof typeof CONNECT_MESSAGES
  | keyof typeof ACCOUNT_MESSAGES
  | keyof typeof ACTIONS_MESSAGES
  | keyof typeof SWAP_SECTION
  | keyof typeof ONRAMP_SECTION
  | keyof ErrorMessages;

/** A whole catalogue: one text for every key, no more (a translation is checked against this). */
export type Catalogue = { readonly [K in MessageId]: string };
