/**
 * When the approval panel's Approve may be clicked (clickjacking). A host page can put the
 * frame under the visitor's cursor, swap what it shows just before a click, or hide it under its own
 * content; so Approve arms only once the panel has been in sight and still for APPROVE_ARM_MS, and any
 * change (new content, a resize, leaving sight) starts the wait again. Pure: the caller passes the time,
 * so the rule is tested without waiting; approveGuard.ts feeds it the browser's observations.
 */

/** How long the panel must be in sight and unchanged before Approve works. */
export const APPROVE_ARM_MS = 700;

/** What the frame can tell about whether the visitor sees the panel. */
export interface Sight {
  /** The tab is in front (document.visibilityState is 'visible'). */
  pageVisible: boolean;
  /** The panel intersects the viewport; false until the first observation. */
  intersecting: boolean;
  /**
   * Nothing of the host page covers, fades or transforms the frame (IntersectionObserver v2's
   * isVisible); true where the browser cannot tell, since there only the other facts can be known.
   */
  unobscured: boolean;
}

export interface Arming {
  sight: Sight;
  /** Since when the panel has been in sight and unchanged; undefined while it is out of sight. */
  stillSince: number | undefined;
}

export type ArmingEvent =
  /** A new observation of some of the sight's facts. */
  | { type: 'sight'; sight: Partial<Sight> }
  /** The panel's content or the frame's size changed: what is under the cursor may be new. */
  | { type: 'changed' };

export const inSight = (sight: Sight): boolean => sight.pageVisible && sight.intersecting && sight.unobscured;

/** A panel just shown: new content, so the wait starts now if it is already in sight. */
export function startArming(sight: Sight, now: number): Arming {
  return { sight, stillSince: inSight(sight) ? now : undefined };
}

export function nextArming(arming: Arming, event: ArmingEvent, now: number): Arming {
  if (event.type === 'changed') return startArming(arming.sight, now);
  const sight = { ...arming.sight, ...event.sight };
  if (!inSight(sight)) return { sight, stillSince: undefined };
  // Still in sight: an observation that changes nothing the visitor sees keeps the wait going.
  return { sight, stillSince: arming.stillSince ?? now };
}

/** Milliseconds until Approve arms: 0 when armed, undefined while out of sight (no wait running). */
export function msUntilArmed(arming: Arming, now: number): number | undefined {
  if (arming.stillSince === undefined) return undefined;
  return Math.max(0, arming.stillSince + APPROVE_ARM_MS - now);
}

export const isArmed = (arming: Arming, now: number): boolean => msUntilArmed(arming, now) === 0;

/** Why Approve does not work yet, or that it does: the panel shows it (data-arming) for styles and tests. */
export type ArmingState = 'page-hidden' | 'out-of-view' | 'covered' | 'arming' | 'armed';

export function armingState(arming: Arming, now: number): ArmingState {
  if (!arming.sight.pageVisible) return 'page-hidden';
  if (!arming.sight.intersecting) return 'out-of-view';
  if (!arming.sight.unobscured) return 'covered';
  return isArmed(arming, now) ? 'armed' : 'arming';
}
