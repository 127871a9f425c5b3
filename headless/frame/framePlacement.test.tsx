/**
 * The frame placed over ApproveTransaction's slot (a .tsx test only to run in the DOM project): fixed
 * where the slot is, above the modal, following it as it moves, with the focus; hidden again, unplaced,
 * after.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { placeFrameOver } from './framePlacement.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

test('the frame covers the slot until released, then is hidden again', () => {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  const slot = document.createElement('section');
  document.body.append(frame, slot);
  let rect = { top: 100, left: 40, width: 360, height: 420 };
  vi.spyOn(slot, 'getBoundingClientRect').mockImplementation(() => rect as DOMRect);

  const release = placeFrameOver(frame, slot);
  expect(frame.hidden).toBe(false);
  // Focus goes into the frame, and back there when Tab reaches the slot.
  expect(document.activeElement).toBe(frame);
  expect(slot.tabIndex).toBe(0);
  // The aria-modal dialog's slot owns the frame in the accessibility tree.
  expect(slot.getAttribute('aria-owns')).toBe(frame.id);
  expect(frame.id).not.toBe('');
  (document.activeElement as HTMLElement).blur();
  slot.focus();
  expect(document.activeElement).toBe(frame);
  expect(frame.getAttribute('aria-hidden')).toBeNull();
  expect(frame.style.position).toBe('fixed');
  expect(frame.style.zIndex).toBe('2147483647');
  expect([frame.style.top, frame.style.left, frame.style.width, frame.style.height]).toEqual([
    '100px',
    '40px',
    '360px',
    '420px',
  ]);

  // The modal moved (an animation, a resize): the next frame follows it.
  rect = { top: 80, left: 20, width: 300, height: 400 };
  frames.at(-1)?.(0);
  expect([frame.style.top, frame.style.left, frame.style.width, frame.style.height]).toEqual([
    '80px',
    '20px',
    '300px',
    '400px',
  ]);

  release();
  expect(cancel).toHaveBeenCalled();
  expect(slot.hasAttribute('tabindex')).toBe(false);
  expect(slot.hasAttribute('aria-owns')).toBe(false);
  expect(frame.hidden).toBe(true);
  expect(frame.getAttribute('aria-hidden')).toBe('true');
  expect([frame.style.position, frame.style.zIndex, frame.style.top, frame.style.width]).toEqual([
    '',
    '',
    '',
    '',
  ]);
});
