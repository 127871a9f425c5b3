import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { localFeatures } from '../domain/projectFeatures.ts';
import type { PorticoEngine } from '../headless/engine.ts';
import type { projectConfigMachine } from '../machines/config/projectConfig.machine.ts';
import type { ConfigWarning } from '../machines/config/projectConfig.types.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngineSelector } from './useEngineSelector.ts';

type ProjectConfigSnapshot = SnapshotFrom<typeof projectConfigMachine>;

/** 'loading' until the remote configuration answered, then 'ready'; 'failed' or 'unconfigured' (no project id): local settings apply. */
export type ProjectConfigStatus = 'loading' | 'ready' | 'failed' | 'unconfigured';

const NO_WARNINGS: readonly ConfigWarning[] = [];

const pickProjectConfig = (engine: PorticoEngine) => engine.projectConfig;
const selectFeatures = (snapshot: ProjectConfigSnapshot) => snapshot.context.features;
const selectWarnings = (snapshot: ProjectConfigSnapshot) => snapshot.context.warnings;
const selectError = (snapshot: ProjectConfigSnapshot) => snapshot.context.error;
const selectStatus = (snapshot: ProjectConfigSnapshot): ProjectConfigStatus =>
  snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches('unconfigured')
      ? 'unconfigured'
      : snapshot.matches('ready')
        ? 'ready'
        : 'loading';

/**
 * The features in effect (§1): the defaults, then the host's options, then the project's remote
 * configuration, which wins ('Local configuration ignored' is in `warnings` when it overrode the
 * host). Basic mode turns every feature switch off. Until the remote answer arrives the local settings
 * apply. `refetch` loads the remote configuration again.
 */
export function useProjectFeatures() {
  const modal = usePortico();
  const local = useMemo(() => localFeatures(modal.options), [modal]);
  const features = useEngineSelector(pickProjectConfig, selectFeatures, local);
  const warnings = useEngineSelector(pickProjectConfig, selectWarnings, NO_WARNINGS);
  const error = useEngineSelector(pickProjectConfig, selectError, null);
  const status = useEngineSelector(pickProjectConfig, selectStatus, 'loading');
  const refetch = useMemo(() => () => modal.engine?.projectConfig.send({ type: 'config.refetch' }), [modal]);
  return { features, status, warnings, error, refetch };
}
