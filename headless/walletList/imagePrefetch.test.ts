import { afterEach, describe, expect, test, vi } from 'vitest';
import { IMAGE_PRELOAD_WAIT_MS } from '../../domain/constants.ts';
import { createWalletImagePrefetcher, prefetchImages } from './imagePrefetch.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('image prefetch (§9 "Image preload wait 2 s")', () => {
  test('resolves once every image is loaded', async () => {
    const loaded: string[] = [];
    await prefetchImages(['a', 'b'], { load: async (url) => void loaded.push(url) });
    expect(loaded).toEqual(['a', 'b']);
  });

  test('waits at most 2 s for slow images', async () => {
    vi.useFakeTimers();
    let settled = false;
    const done = prefetchImages(['slow'], { load: () => new Promise(() => {}) }).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toBe(true);
  });

  test('a failing image never fails the prefetch', async () => {
    await expect(
      prefetchImages(['x'], { load: () => Promise.reject(new Error('404')) }),
    ).resolves.toBeUndefined();
  });

  test('the wallet list action loads /getWalletImage URLs of the image ids, each once', async () => {
    const loaded: string[] = [];
    const prefetch = createWalletImagePrefetcher({
      apiBase: 'http://api.test',
      projectId: 'p1',
      load: async (url) => void loaded.push(url),
    });
    await prefetch(['i1', 'i2', 'i1']);
    expect(loaded.map((url) => new URL(url).pathname)).toEqual(['/getWalletImage/i1', '/getWalletImage/i2']);
    expect(new URL(loaded[0] ?? '').searchParams.get('projectId')).toBe('p1');
  });
});
