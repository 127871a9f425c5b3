/**
 * The effective features of a modal (§1, §9): the defaults, then the host's local options, then the
 * remote project configuration, which wins. Pure, so the projectConfig machine and its tests can
 * compute the same answer from the same facts.
 */
import { DEFAULT_FEATURE_SWITCHES, DEFAULT_FEATURES, WALLET_FEATURES_ORDER } from './constants.ts';
import type { LocalFeatures } from './schemas/features.ts';

/** The §1 feature switches that the remote project configuration supplies. */
export const FEATURE_SWITCHES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
] as const;

/** One §1 feature switch. */
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/** What the modal may offer, after defaults, local options and remote configuration are merged. */
export interface EffectiveFeatures {
  email: boolean;
  /** Social login providers in display order; empty means social login is off. */
  socials: readonly string[];
  swaps: boolean;
  onramp: boolean;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
  receive: boolean;
  send: boolean;
  /** On only when the host turned analytics on and the remote analytics config allows it. */
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  pay: boolean;
}

/** The switches the remote configuration set; an absent key means "not set remotely". */
export type RemoteFeatures = Partial<Pick<EffectiveFeatures, FeatureSwitch>>;

export type { LocalFeatures };

/** The host's options that decide features. */
export interface LocalFeatureSettings {
  features: LocalFeatures;
  /** §1: basic mode disables every feature switch. */
  basic: boolean;
  /** No analytics before consent: the host must turn it on. */
  enableAnalytics: boolean;
}

/** What merging decided, and which local values the remote configuration overrode. */
export interface MergedFeatures {
  features: EffectiveFeatures;
  /** Switches the host set locally to a value the remote configuration replaced ('Local configuration ignored'). */
  ignored: readonly FeatureSwitch[];
}

const BASIC_SWITCHES: Pick<EffectiveFeatures, FeatureSwitch> = {
  email: false,
  socials: [],
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
  multiWallet: false,
};

/** The local value of one switch, or undefined when the host left it to the defaults. */
function localSwitch(local: LocalFeatures, key: FeatureSwitch): EffectiveFeatures[FeatureSwitch] | undefined {
  if (key !== 'socials') return local[key];
  // `socials: false` is the host's way to say "no social login".
  return local.socials === false ? [] : local.socials;
}

function sameValue(a: EffectiveFeatures[FeatureSwitch], b: EffectiveFeatures[FeatureSwitch]): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * Merges defaults, the host's options and the remote configuration into the effective features.
 * §1: remote values override local settings (the overridden ones are listed in `ignored`, for the
 * 'Local configuration ignored' warning); basic mode turns every switch off whatever the remote says.
 * `remoteAnalytics` is the remote analytics config; pass false when it was not fetched or failed.
 */
export function mergeFeatures(
  local: LocalFeatureSettings,
  remote: RemoteFeatures | undefined,
  remoteAnalytics: boolean,
): MergedFeatures {
  const { socials: _socials, ...localRest } = local.features;
  const switches: Pick<EffectiveFeatures, FeatureSwitch> = { ...DEFAULT_FEATURE_SWITCHES };
  const ignored: FeatureSwitch[] = [];
  for (const key of FEATURE_SWITCHES) {
    const localValue = localSwitch(local.features, key);
    const remoteValue = local.basic ? undefined : remote?.[key];
    if (remoteValue !== undefined && localValue !== undefined && !sameValue(localValue, remoteValue)) {
      ignored.push(key);
    }
    const value = remoteValue ?? localValue;
    if (value !== undefined) Object.assign(switches, { [key]: value });
  }
  const hostAnalytics = local.enableAnalytics && (local.features.analytics ?? DEFAULT_FEATURES.analytics);
  const features: EffectiveFeatures = {
    ...DEFAULT_FEATURES,
    ...withoutUndefined(localRest),
    ...(local.basic ? BASIC_SWITCHES : switches),
    analytics: hostAnalytics && remoteAnalytics,
  };
  return { features, ignored };
}

/** The effective features when nothing remote is known (no project id, or the config call failed). */
export function localFeatures(local: LocalFeatureSettings): EffectiveFeatures {
  return mergeFeatures(local, undefined, false).features;
}

/** Drops keys whose value is undefined, so a spread does not erase a default. */
function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}

/** One of the Account view's wallet features (§9 wallet features order). */
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number];

/** The wallet features the effective features turn on, in the §9 wallet features order (onramp, swaps, receive, send). */
export function walletFeaturesOf(features: Pick<EffectiveFeatures, WalletFeature>): WalletFeature[] {
  return WALLET_FEATURES_ORDER.filter((feature) => features[feature]);
}

/** §2 the Account view's tabs, in order. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const;

/** One tab of the Account view. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The Account tabs the §1 `activity` switch leaves. NFTs go with Activity: they are derived from the
 * activity history (domain/accountData/nfts.ts), which is not fetched while the switch is off, so an
 * NFTs tab would wrongly say there are none.
 */
export function accountTabsOf(features: Pick<EffectiveFeatures, 'activity'>): AccountTab[] {
  return features.activity ? [...ACCOUNT_TABS] : ['tokens'];
}
