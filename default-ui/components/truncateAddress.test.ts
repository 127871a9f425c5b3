import { describe, expect, test } from 'vitest';
import { middleSplit, middleTailLength, truncateAddress } from './truncateAddress.ts';
import { visualViewportBox } from './useVisualViewport.ts';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '83DQh7nL8BxVNiCsmTJxAFnUEwJgeTm3dGPpQCmeiV9g';

describe('truncateAddress', () => {
  test('keeps an EVM head of 0x and four digits and the last four', () => {
    expect(truncateAddress(EVM)).toBe('0xf39F…2266');
    expect(truncateAddress(SOLANA)).toBe('83DQ…iV9g');
    expect(truncateAddress('0x1234')).toBe('0x1234');
  });
});

describe('middle truncation', () => {
  test('an address keeps its last six characters whole; head and tail make the whole value', () => {
    expect(middleSplit(EVM)).toEqual({ head: EVM.slice(0, -6), tail: 'b92266' });
    const { head, tail } = middleSplit(SOLANA);
    expect(tail).toBe('meiV9g');
    expect(head + tail).toBe(SOLANA);
  });

  test('a name keeps its suffix from the first dot and three letters before it', () => {
    const name = 'averyveryverylongname.reown.id';
    expect(middleTailLength(name)).toBe('ame.reown.id'.length);
    expect(middleSplit(name)).toEqual({ head: 'averyveryverylongn', tail: 'ame.reown.id' });
  });

  test('never keeps more than half: the head always has room to be seen', () => {
    expect(middleTailLength('bob.eth')).toBe(3);
    expect(middleSplit('bob.eth')).toEqual({ head: 'bob.', tail: 'eth' });
    expect(middleSplit('Sol Wallet')).toEqual({ head: 'Sol W', tail: 'allet' });
  });

  test('a single character, or a tail of nothing, is all head; a tail asked for leaves a head', () => {
    expect(middleSplit('ab')).toEqual({ head: 'a', tail: 'b' });
    expect(middleSplit('a')).toEqual({ head: 'a', tail: '' });
    expect(middleSplit('')).toEqual({ head: '', tail: '' });
    expect(middleSplit(EVM, 0)).toEqual({ head: EVM, tail: '' });
    expect(middleSplit('abcd', 3)).toEqual({ head: 'a', tail: 'bcd' });
    expect(middleSplit('abcd', 9)).toEqual({ head: 'a', tail: 'bcd' });
  });

  test('cuts between characters, never inside one (emoji, accented names)', () => {
    const name = 'ŵáļļéţ🦊🦊🦊.eth';
    const { head, tail } = middleSplit(name);
    expect(head + tail).toBe(name);
    // 13 characters (the fox is two UTF-16 units): half of them, 6, at most.
    expect(tail).toBe('🦊🦊.eth');
    expect(head).toBe('ŵáļļéţ🦊');
  });
});

describe('the overlay on the visual viewport', () => {
  test('a phone at scale 1 on a page wider than the screen: the overlay is the screen, not the page', () => {
    expect(visualViewportBox({ offsetTop: 0, offsetLeft: 120, width: 390, height: 844, scale: 1 })).toEqual({
      '--portico-viewport-top': '0px',
      '--portico-viewport-left': '120px',
      '--portico-viewport-width': '390px',
      '--portico-viewport-height': '844px',
      '--portico-viewport-zoom': '1',
    });
  });

  test('a page zoomed out to fit (scale 0.5) gets the overlay at screen size, scaled back up', () => {
    const box = visualViewportBox({ offsetTop: 10, offsetLeft: 0, width: 780, height: 1688, scale: 0.5 });
    expect(box['--portico-viewport-width']).toBe('390px');
    expect(box['--portico-viewport-height']).toBe('844px');
    expect(box['--portico-viewport-zoom']).toBe('2');
    expect(box['--portico-viewport-top']).toBe('10px');
  });

  test('a pinch zoom in (scale 2) is the visitor’s: the overlay follows the visible part, unscaled', () => {
    const box = visualViewportBox({ offsetTop: 300, offsetLeft: 50, width: 195, height: 422, scale: 2 });
    expect(box['--portico-viewport-width']).toBe('195px');
    expect(box['--portico-viewport-zoom']).toBe('1');
  });
});
