import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from './constants.ts';
import {
  accountTabsOf,
  FEATURE_SWITCHES,
  type LocalFeatureSettings,
  localFeatures,
  mergeFeatures,
  walletFeaturesOf,
} from './projectFeatures.ts';

const host = (over: Partial<LocalFeatureSettings> = {}): LocalFeatureSettings => ({
  features: {},
  basic: false,
  enableAnalytics: true,
  ...over,
});

describe('effective features (§1, §9)', () => {
  it('default features: receive, send, analytics, allWallets on; legal checkbox, smart sessions, collapse wallets, pay off', () => {
    const features = localFeatures(host());
    expect(features).toMatchObject({
      receive: true,
      send: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    });
    expect(mergeFeatures(host(), undefined, true).features.analytics).toBe(true);
  });

  it('the default social list is google, x, discord, farcaster, github, apple, facebook', () => {
    expect(localFeatures(host()).socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('local settings apply where the remote configuration says nothing', () => {
    const { features, ignored } = mergeFeatures(
      host({ features: { swaps: false, socials: false, pay: true } }),
      {},
      true,
    );
    expect(features).toMatchObject({ swaps: false, socials: [], pay: true });
    expect(ignored).toEqual([]);
  });

  it('remote values override local settings, and the overridden ones are reported', () => {
    const local = host({ features: { email: false, socials: ['google'], onramp: true } });
    const { features, ignored } = mergeFeatures(
      local,
      { email: true, socials: [...DEFAULT_SOCIALS], onramp: true },
      true,
    );
    expect(features).toMatchObject({ email: true, socials: DEFAULT_SOCIALS, onramp: true });
    // onramp: same value remotely, nothing was ignored.
    expect(ignored).toEqual(['email', 'socials']);
  });

  it('a remote value replacing a default (not a local setting) is no warning', () => {
    expect(mergeFeatures(host(), { multiWallet: true, swaps: false }, true)).toMatchObject({
      features: { multiWallet: true, swaps: false },
      ignored: [],
    });
  });

  it('basic mode disables email, socials, swaps, onramp, activity, reownBranding and multiWallet, whatever the remote says', () => {
    const remote = { email: true, socials: ['google'], swaps: true, multiWallet: true };
    const local = host({ basic: true, features: { email: true, send: false } });
    const { features, ignored } = mergeFeatures(local, remote, true);
    for (const key of FEATURE_SWITCHES) expect(features[key], key).toEqual(key === 'socials' ? [] : false);
    expect(features.send).toBe(false);
    expect(ignored).toEqual([]);
  });

  it('analytics is on only when the host turned it on and the remote analytics config allows it', () => {
    expect(mergeFeatures(host({ enableAnalytics: true }), {}, true).features.analytics).toBe(true);
    expect(mergeFeatures(host({ enableAnalytics: false }), {}, true).features.analytics).toBe(false);
    expect(mergeFeatures(host({ enableAnalytics: true }), {}, false).features.analytics).toBe(false);
    expect(mergeFeatures(host({ features: { analytics: false } }), {}, true).features.analytics).toBe(false);
  });

  it('without remote configuration analytics stays off', () => {
    expect(localFeatures(host({ enableAnalytics: true })).analytics).toBe(false);
  });
});

describe('wallet features and Account tabs (§9, §2, §1)', () => {
  it('wallet features order: onramp, swaps, receive, send', () => {
    expect(walletFeaturesOf(localFeatures(host()))).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('a wallet feature switched off, locally or remotely, is left out; the order stays', () => {
    const local = host({ features: { onramp: false, send: false } });
    expect(walletFeaturesOf(mergeFeatures(local, { swaps: true }, false).features)).toEqual([
      'swaps',
      'receive',
    ]);
    expect(walletFeaturesOf(mergeFeatures(host(), { swaps: false, onramp: true }, false).features)).toEqual([
      'onramp',
      'receive',
      'send',
    ]);
  });

  it('basic mode turns swaps and onramp off, whatever the remote says; receive and send stay', () => {
    const { features } = mergeFeatures(host({ basic: true }), { swaps: true, onramp: true }, true);
    expect(walletFeaturesOf(features)).toEqual(['receive', 'send']);
  });

  it('the tabs Tokens, NFTs, Activity with activity on; Tokens alone with it off (remote, local or basic mode)', () => {
    expect(accountTabsOf(localFeatures(host()))).toEqual(['tokens', 'nfts', 'activity']);
    expect(accountTabsOf(mergeFeatures(host(), { activity: false }, false).features)).toEqual(['tokens']);
    expect(accountTabsOf(localFeatures(host({ features: { activity: false } })))).toEqual(['tokens']);
    expect(accountTabsOf(mergeFeatures(host({ basic: true }), { activity: true }, false).features)).toEqual([
      'tokens',
    ]);
  });
});
