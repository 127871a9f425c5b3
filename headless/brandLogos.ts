/**
 * The bundled brand logos (domain/brands/), loaded by group on first use: each group is a module of
 * its own, so a view's logos come with that view (the Connect view's with the modal, the networks'
 * with the Networks view) and none is on the host's first load.
 */
import type { BrandLogoGroup, BrandLogoSet } from '../domain/brands/brandLogo.ts';

const LOADERS: Readonly<Record<BrandLogoGroup, () => Promise<BrandLogoSet>>> = {
  connect: () => import('../domain/brands/connectLogos.generated.ts').then((module) => module.CONNECT_LOGOS),
  network: () => import('../domain/brands/networkLogos.generated.ts').then((module) => module.NETWORK_LOGOS),
  onRamp: () => import('../domain/brands/onRampLogos.generated.ts').then((module) => module.ONRAMP_LOGOS),
};

// Per page, not per modal: the logos are constant data, like the modules they come from (whose own
// cache this mirrors so a view that mounts again draws them in its first render, without a blank frame).
const loaded = new Map<BrandLogoGroup, BrandLogoSet>();
const loading = new Map<BrandLogoGroup, Promise<BrandLogoSet>>();

/**
 * Load a group of brand logos (`connect`: `walletConnect` and the social providers; `network`: the
 * built-in networks by CAIP-2 id; `onRamp`: on-ramp providers by name). Resolves with the group's
 * logos by id; a failed load (a chunk the network lost) is tried again on the next call.
 */
export function loadBrandLogos(group: BrandLogoGroup): Promise<BrandLogoSet> {
  const pending =
    loading.get(group) ??
    LOADERS[group]().then(
      (logos) => {
        loaded.set(group, logos);
        return logos;
      },
      (error: unknown) => {
        loading.delete(group);
        throw error;
      },
    );
  loading.set(group, pending);
  return pending;
}

/** A group's logos if they have loaded already, else undefined (then `loadBrandLogos` them). */
export function loadedBrandLogos(group: BrandLogoGroup): BrandLogoSet | undefined {
  return loaded.get(group);
}
