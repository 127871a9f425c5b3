/**
 * The router's events (§2). Dot-named by intent: `modal.*` is what the visitor or host asks of the
 * modal, `router.*` is navigation and facts from the engine.
 */

import type { ViewEntry, ViewName } from '../vocabulary/views.ts';
import type { RouterFacts } from './router.facts.ts';

/** Open the modal, optionally on an explicit view (which then wins over the §2 defaults). */
export type ModalOpenEvent =
  | { type: 'modal.open'; view?: undefined; data?: undefined }
  | ({ type: 'modal.open' } & ViewEntry);

/** Every event the router accepts. */
export type RouterEvent =
  | ModalOpenEvent
  /** Close the modal; refused (with a shake) while `canClose` says no (§4 sign-in). */
  | { type: 'modal.close' }
  /** Shake the modal for MODAL_SHAKE_MS. */
  | { type: 'modal.shake' }
  /** Show a view on top of the current one. */
  | ({ type: 'router.push' } & ViewEntry)
  /** Show a view in place of the current one. */
  | ({ type: 'router.replace' } & ViewEntry)
  /** Show a view and forget the history. */
  | ({ type: 'router.reset' } & ViewEntry)
  /**
   * Go back one view; from the first view this closes the modal. With `from`, only while that view is
   * the one shown: a flow leaving its own view does nothing once the person has moved elsewhere.
   */
  | { type: 'router.back'; from?: ViewName }
  /** A visitor new to wallets asks what a wallet is (Connect's quiet link): WhatIsAWallet on top of Connect. */
  | { type: 'router.whatIsAWallet' }
  /** From WhatIsAWallet, "Get a wallet": All Wallets in its place, so back returns to Connect. */
  | { type: 'router.getAWallet' }
  /** The engine tells the router facts it needs; omitted facts keep their value. */
  | ({ type: 'router.facts' } & Partial<RouterFacts>);

/** The view entry an event carries, without the event's `type`. */
export function entryOf(event: ViewEntry): ViewEntry {
  // `view` and `data` come from one entry, so they still belong together; TypeScript loses that link
  // once the union is taken apart, hence the assertion.
  return (
    event.data === undefined ? { view: event.view } : { view: event.view, data: event.data }
  ) as ViewEntry;
}

/** The facts a `router.facts` event carries, without its `type` and without absent keys. */
export function factsOf(event: Partial<RouterFacts>): Partial<RouterFacts> {
  const facts: Partial<RouterFacts> = {};
  if (event.isConnected !== undefined) facts.isConnected = event.isConnected;
  if (event.isEmbedded !== undefined) facts.isEmbedded = event.isEmbedded;
  if (event.hasAdapters !== undefined) facts.hasAdapters = event.hasAdapters;
  if (event.isMobile !== undefined) facts.isMobile = event.isMobile;
  if (event.signInRequired !== undefined) facts.signInRequired = event.signInRequired;
  if (event.hasSignInSession !== undefined) facts.hasSignInSession = event.hasSignInSession;
  return facts;
}
