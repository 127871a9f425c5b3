import { describe, expect, test } from 'vitest';
import {
  APPROVE_ARM_MS,
  type Arming,
  armingState,
  isArmed,
  msUntilArmed,
  nextArming,
  type Sight,
  startArming,
} from './approveArming.ts';

const SEEN: Sight = { pageVisible: true, intersecting: true, unobscured: true };
const T0 = 10_000;

describe('Approve arms only after the panel has been in sight and still for APPROVE_ARM_MS', () => {
  test('a panel shown in sight arms after exactly APPROVE_ARM_MS, not a millisecond before', () => {
    const arming = startArming(SEEN, T0);
    expect(isArmed(arming, T0)).toBe(false);
    expect(isArmed(arming, T0 + APPROVE_ARM_MS - 1)).toBe(false);
    expect(msUntilArmed(arming, T0 + 200)).toBe(APPROVE_ARM_MS - 200);
    expect(isArmed(arming, T0 + APPROVE_ARM_MS)).toBe(true);
  });

  test('before the first observation of the viewport the panel never arms; the wait starts when it is seen', () => {
    const unseen = startArming({ ...SEEN, intersecting: false }, T0);
    expect(msUntilArmed(unseen, T0 + 60_000)).toBeUndefined();
    const seen = nextArming(unseen, { type: 'sight', sight: { intersecting: true } }, T0 + 5_000);
    expect(isArmed(seen, T0 + 5_000 + APPROVE_ARM_MS - 1)).toBe(false);
    expect(isArmed(seen, T0 + 5_000 + APPROVE_ARM_MS)).toBe(true);
  });

  test('new content or a resize restarts the full wait, even once armed', () => {
    const armed = startArming(SEEN, T0);
    expect(isArmed(armed, T0 + 5_000)).toBe(true);
    const swapped = nextArming(armed, { type: 'changed' }, T0 + 5_000);
    expect(isArmed(swapped, T0 + 5_000)).toBe(false);
    expect(msUntilArmed(swapped, T0 + 5_000)).toBe(APPROVE_ARM_MS);
    expect(isArmed(swapped, T0 + 5_000 + APPROVE_ARM_MS)).toBe(true);
  });

  test.each([
    ['the tab is hidden', { pageVisible: false }],
    ['the panel leaves the viewport', { intersecting: false }],
    ['the host page covers, fades or transforms the frame', { unobscured: false }],
  ] satisfies [string, Partial<Sight>][])(
    'when %s, Approve disarms and the wait restarts in full once back in sight',
    (_case, lost) => {
      let arming: Arming = startArming(SEEN, T0);
      arming = nextArming(arming, { type: 'sight', sight: lost }, T0 + 5_000);
      expect(isArmed(arming, T0 + 5_000)).toBe(false);
      expect(msUntilArmed(arming, T0 + 60_000)).toBeUndefined();
      const back = Object.fromEntries(Object.keys(lost).map((fact) => [fact, true]));
      arming = nextArming(arming, { type: 'sight', sight: back }, T0 + 60_000);
      expect(isArmed(arming, T0 + 60_000 + APPROVE_ARM_MS - 1)).toBe(false);
      expect(isArmed(arming, T0 + 60_000 + APPROVE_ARM_MS)).toBe(true);
    },
  );

  test('a changed panel out of sight stays unarmed: a change does not start the wait by itself', () => {
    const covered = startArming({ ...SEEN, unobscured: false }, T0);
    const changed = nextArming(covered, { type: 'changed' }, T0 + 1_000);
    expect(msUntilArmed(changed, T0 + 60_000)).toBeUndefined();
  });

  test('an observation that changes nothing the visitor sees keeps the wait going', () => {
    const arming = nextArming(
      startArming(SEEN, T0),
      { type: 'sight', sight: { intersecting: true } },
      T0 + 500,
    );
    expect(isArmed(arming, T0 + APPROVE_ARM_MS)).toBe(true);
  });

  test('the panel names why Approve is not armed yet: tab hidden, out of view, covered, or still arming', () => {
    expect(armingState(startArming({ ...SEEN, pageVisible: false, intersecting: false }, T0), T0)).toBe(
      'page-hidden',
    );
    expect(armingState(startArming({ ...SEEN, intersecting: false, unobscured: false }, T0), T0)).toBe(
      'out-of-view',
    );
    expect(armingState(startArming({ ...SEEN, unobscured: false }, T0), T0)).toBe('covered');
    expect(armingState(startArming(SEEN, T0), T0 + APPROVE_ARM_MS - 1)).toBe('arming');
    expect(armingState(startArming(SEEN, T0), T0 + APPROVE_ARM_MS)).toBe('armed');
  });
});
