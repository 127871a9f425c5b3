/**
 * The shape of a request as the visitor reads it before approving (§2 ApproveTransaction). Types only,
 * so the builders (EVM, SIWE, Solana) and readableRequest.ts share them without importing each other.
 */
import type { MessageId } from '../../domain/i18n/catalogue.ts';
import type { MessageParams } from '../../domain/i18n/message.ts';

/** One labelled value of a request. */
export interface ReadableField {
  label: string;
  value: string;
}

/**
 * Something the visitor must know before approving (hidden characters, an unknown Solana program): the
 * English text, its catalogue key, and the key's arguments when it has any, for a UI in another language.
 */
export interface ReadableWarning {
  id: MessageId;
  text: string;
  params?: MessageParams;
}

/** A request as the visitor reads it before approving. */
export interface ReadableRequest {
  /** What kind of approval this is: the heading. */
  title: 'Sign message' | 'Sign typed data' | 'Approve transaction' | 'Approve request';
  /** The catalogue key of the title, for a UI to show it in the visitor's language. */
  titleId: MessageId;
  method: string;
  /**
   * A message to sign, as text (hex shown as it is when it is not UTF-8 text). Control and format
   * characters are written visibly (`⟨U+202E⟩`), here and in every field.
   */
  message?: string;
  /** The labelled values: typed-data domain and fields, the transaction's to / value / data / gas / fees… */
  fields: ReadableField[];
  /** Shown above the fields, before anything else: what could mislead the visitor in this request. */
  warnings: ReadableWarning[];
  /**
   * Set when the request must not be offered for approval at all (what it shows and what would be
   * signed could differ, or it cannot be read): no Approve button; the wallet answers this text as the
   * request's error. The key's side refuses the same requests with the same text.
   */
  refusal?: string;
}
