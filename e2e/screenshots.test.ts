/**
 * Tests that hold the look: every view of the default modal, captured and compared
 * with its committed baseline (e2e/screenshots/<view>-<device>-<scheme>-<locale>.png) by pixelmatch,
 * so a layout regression fails. Regenerate the baselines with `npm run screenshots:update` after a
 * change of look that is meant (scripts/update-screenshots.mjs); a mismatch leaves the actual image
 * and a diff in test-results/screenshots/.
 *
 * The matrix: each view of e2e/support/modalViews.ts on a desktop (1100×800) and a phone (390×844,
 * touch, where the modal is a bottom sheet), each in light and dark and in English and Arabic (right
 * to left): 24 views × 8 = 192 shots of the dialog, plus the whole phone screen (the sheet over the
 * page) for Connect and Account in the four looks (8 more). Device scale 1 everywhere, to keep files
 * small.
 *
 * For the run time, one page per device and demo page (not connected, connected with the test wallet,
 * SIWX, connected with the embedded wallet, logged in by email once) serves all its views: each test
 * opens the modal on its page's base view, reaches its view once and shows it in the four looks by
 * switching the colour scheme (emulated) and the language (the public `setLocale`) in place. The phone is a browser context of its own (mobile and touch cannot be switched on a
 * page). On the desktop, in English, light and dark, axe-core checks each view as it is shown (no
 * violation of impact serious or critical, e2e/support/axe.ts): one walk for the look and for
 * accessibility. The file starts its own demo, so the chains hold only their seed: balances are the same
 * on every run, and no view shown here lists activity (whose times are relative to now).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { DESKTOP_VIEWPORT, setupDemo } from './support/demo.ts';
import { dialog, poll } from './support/modal.ts';
import {
  MODAL_VIEWS,
  type ModalView,
  openBaseView,
  sharedViewPage,
  VIEW_PAGES,
} from './support/modalViews.ts';
import { withPublicApi } from './support/publicApi.ts';
import {
  captureStill,
  describeMismatches,
  freezeMotion,
  type Mismatch,
  matchBaseline,
  showingVolatile,
} from './support/screenshots.ts';

const fx = setupDemo({}, { pagePerTest: false });

/** The two devices, as browser contexts; the phone's modal is a bottom sheet (max-width 600 px). */
const DEVICES = {
  desktop: { viewport: DESKTOP_VIEWPORT },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

type Device = keyof typeof DEVICES;

/** A colour scheme and a language; the order switches one of them at a time. */
const LOOKS = [
  { scheme: 'light', locale: 'en' },
  { scheme: 'dark', locale: 'en' },
  { scheme: 'dark', locale: 'ar' },
  { scheme: 'light', locale: 'ar' },
] as const;

type Look = (typeof LOOKS)[number];

/** The views whose phone shots also take the whole screen: the sheet's place over the page. */
const WHOLE_SCREEN_ON_PHONE = new Set(['connect', 'account']);

/** Show the open modal in `look`: the scheme emulated, the language switched through the public API. */
async function applyLook(page: Page, look: Look): Promise<void> {
  await page.emulateMedia({ colorScheme: look.scheme, reducedMotion: 'reduce' });
  await page.evaluate(
    withPublicApi(`portico.setLocale(modal, ${JSON.stringify(look.locale)}).then(() => null)`),
  );
  if (await dialog(page).count())
    await poll(() =>
      page
        .locator('.portico-root')
        .filter({ has: dialog(page) })
        .getAttribute('lang'),
    ).toBe(look.locale);
}

/** What a view's walk found: shots unlike their baselines, and axe's blocking violations by look. */
interface Findings {
  mismatches: Mismatch[];
  violations: string[];
}

/**
 * Shoot the view that is shown in every look and compare each shot with its baseline; on the
 * desktop, in English, run axe in each colour scheme.
 */
async function shootView(page: Page, device: Device, view: ModalView): Promise<Findings> {
  const mismatches: Mismatch[] = [];
  const violations: string[] = [];
  for (const look of LOOKS) {
    await applyLook(page, look);
    if (device === 'desktop' && look.locale === 'en') {
      const blocking = await showingVolatile(page, () =>
        blockingViolations(page, `${view.name} (${look.scheme})`),
      );
      if (blocking.length > 0)
        violations.push(`axe, ${view.name} (${look.scheme}):\n${describeViolations(blocking)}`);
    }
    const suffix = `${look.scheme}-${look.locale}`;
    const options = { mask: view.volatile?.(page) ?? [], spinnerAllowed: view.spinnerAllowed ?? false };
    const shots = [{ name: `${view.name}-${device}-${suffix}`, fullViewport: false }];
    if (device === 'phone' && WHOLE_SCREEN_ON_PHONE.has(view.name))
      shots.push({ name: `${view.name}-phone-screen-${suffix}`, fullViewport: true });
    for (const shot of shots) {
      const png = await captureStill(dialog(page), { ...options, fullViewport: shot.fullViewport });
      const mismatch = await matchBaseline(shot.name, png);
      if (mismatch) mismatches.push(mismatch);
    }
  }
  return { mismatches, violations };
}

describe.each(Object.keys(DEVICES) as Device[])('the default modal on a %s', (device) => {
  describe.each(VIEW_PAGES)('on the %s page', (which) => {
    const page = sharedViewPage(
      fx,
      which,
      { ...DEVICES[device], deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' },
      freezeMotion,
    );

    test.each(MODAL_VIEWS.filter((view) => view.page === which))(
      '$name looks as its baselines in light, dark, English and Arabic (and passes axe)',
      async (view) => {
        // Each view starts from the page's base view in English, whatever the previous one left.
        await applyLook(page(), LOOKS[0]);
        await openBaseView(page(), which);
        await view.reach(page());
        const { mismatches, violations } = await shootView(page(), device, view);
        expect(violations, violations.join('\n')).toEqual([]);
        expect(
          mismatches.map((mismatch) => mismatch.name),
          describeMismatches(mismatches),
        ).toEqual([]);
      },
    );
  });
});
