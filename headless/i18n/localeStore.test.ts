import { afterEach, expect, test, vi } from 'vitest';
import { EN } from '../../domain/i18n/catalogue.ts';
import { createLocaleStore, ENGLISH } from './localeStore.ts';
import { TRANSLATIONS } from './translations.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The store's state once `store` has told its listener `count` times. */
function changes(store: ReturnType<typeof createLocaleStore>, count: number) {
  return new Promise<ReturnType<typeof store.getSnapshot>>((resolve) => {
    let seen = 0;
    const stop = store.subscribe(() => {
      if (++seen === count) {
        stop();
        resolve(store.getSnapshot());
      }
    });
  });
}

test('English at first; the first listener loads the `locale` option’s language', async () => {
  const store = createLocaleStore('de-AT');
  expect(store.getSnapshot()).toBe(ENGLISH);
  const loaded = await changes(store, 2); // loading, then loaded
  expect(loaded.locale).toBe('de');
  expect(loaded.dir).toBe('ltr');
  expect(loaded.loading).toBeNull();
  expect(loaded.messages).toEqual((await TRANSLATIONS.de()).default);
});

test('without the option, the browser’s languages in order; Arabic reads right to left', async () => {
  vi.stubGlobal('navigator', { languages: ['sv-SE', 'ar-EG', 'en'], language: 'sv-SE' });
  const store = createLocaleStore(undefined);
  const loaded = await changes(store, 2);
  expect(loaded.locale).toBe('ar');
  expect(loaded.dir).toBe('rtl');
});

test('an unsupported language is English, with no chunk loaded', async () => {
  const load = vi.spyOn(TRANSLATIONS, 'de');
  const store = createLocaleStore('sv');
  expect(await store.setLocale()).toBe(ENGLISH);
  expect(load).not.toHaveBeenCalled();
});

test('the latest setLocale wins over a slower earlier one', async () => {
  const store = createLocaleStore('en');
  let release = () => {};
  vi.spyOn(TRANSLATIONS, 'ja').mockImplementation(
    () =>
      new Promise((resolve) => (release = () => resolve({ default: { ...EN, 'common.close': '閉じる' } }))),
  );
  const slow = store.setLocale('ja');
  const fast = await store.setLocale('fr');
  expect(fast.locale).toBe('fr');
  release();
  await slow;
  expect(store.getSnapshot().locale).toBe('fr');
});

test('a chunk that fails to load keeps the texts shown, and says so in the console', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(TRANSLATIONS, 'ko').mockRejectedValue(new Error('offline'));
  const store = createLocaleStore(undefined);
  const state = await store.setLocale('ko');
  expect(state.locale).toBe('en');
  expect(state.messages).toBeNull();
  expect(state.loading).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ko"'), expect.any(Error));
});
