/**
 * The social login machine's events: what the engine's watcher of the provider's window reports
 * (§7: the secure site posts `{ resultUri }` back; the popup checked for closing every 1 s), and the
 * modal closing (§4 Cancellation). The root sends 'social.start' as it spawns the actor.
 */
import type { SocialLoginStart } from './socialLogin.context.ts';

/** Every event the social login actor accepts. */
export type SocialLoginEvent =
  /** The visitor picked a provider (or the page returned from it): the facts the flow starts from. */
  | ({ type: 'social.start' } & SocialLoginStart)
  /** The secure site sent the provider's result (from its own origin only: the engine checks). */
  | { type: 'social.result'; resultUri: string }
  /** §4 Cancellation: the popup was closed before the result came ('Popup closed'). */
  | { type: 'social.popupClosed' }
  /** The modal was closed: a waiting social connect ends ('Modal closed'). */
  | { type: 'modal.closed' };
