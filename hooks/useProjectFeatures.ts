import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  accountTabsOf,
  type ConfigWarning,
  type EffectiveFeatures,
  localFeatures,
  type ProjectConfigSnapshot,
  refetchProjectConfig,
  walletFeaturesOf,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

/** 'loading' until the remote configuration answered, then 'ready'; 'failed' or 'unconfigured' (no project id): local settings apply. */
export type ProjectConfigStatus = 'loading' | 'ready' | 'failed' | 'unconfigured';

const NO_WARNINGS: readonly ConfigWarning[] = [];
/** Before the engine (and the options parser) has loaded: the defaults. */
const NO_LOCAL_SETTINGS = { features: {}, basic: false, enableAnalytics: false };

type Snapshot = ProjectConfigSnapshot | undefined;
const selectWarnings = (snapshot: Snapshot) => snapshot?.context.warnings ?? NO_WARNINGS;
const selectError = (snapshot: Snapshot) => snapshot?.context.error ?? null;
const selectStatus = (snapshot: Snapshot): ProjectConfigStatus =>
  snapshot?.matches('failed')
    ? 'failed'
    : snapshot?.matches('unconfigured')
      ? 'unconfigured'
      : snapshot?.matches('ready')
        ? 'ready'
        : 'loading';

/**
 * The features in effect (§1): the defaults, then the host's options, then the project's remote
 * configuration, which wins ('Local configuration ignored' is in `warnings` when it overrode the
 * host). Basic mode turns every feature switch off. Until the remote answer arrives the local settings
 * apply. `walletFeatures` are the Account view's wallet features that are on, in the §9 order (onramp,
 * swaps, receive, send); `accountTabs` the Account tabs the `activity` switch leaves (§2). `refetch`
 * loads the remote configuration again.
 */
export function useProjectFeatures() {
  const modal = usePortico();
  const engine = useEngine();
  const projectConfig = engine?.projectConfig;
  const local = useMemo(() => localFeatures(engine?.options ?? NO_LOCAL_SETTINGS), [engine]);
  const features: EffectiveFeatures = useSelector(
    projectConfig,
    (snapshot) => snapshot?.context.features ?? local,
  );
  const warnings = useSelector(projectConfig, selectWarnings);
  const error = useSelector(projectConfig, selectError);
  const status = useSelector(projectConfig, selectStatus);
  const walletFeatures = useMemo(() => walletFeaturesOf(features), [features]);
  const accountTabs = useMemo(() => accountTabsOf(features), [features]);
  const refetch = useMemo(() => () => refetchProjectConfig(modal), [modal]);
  return { features, walletFeatures, accountTabs, status, warnings, error, refetch };
}
