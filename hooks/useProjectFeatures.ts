import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { projectConfigMachine } from '../machines/config/projectConfig.machine.ts';
import { usePortico } from './PorticoProvider.tsx';

type ProjectConfigSnapshot = SnapshotFrom<typeof projectConfigMachine>;

/** 'loading' until the remote configuration answered, then 'ready'; 'failed' or 'unconfigured' (no project id): local settings apply. */
export type ProjectConfigStatus = 'loading' | 'ready' | 'failed' | 'unconfigured';

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
 * host). Basic mode turns every feature switch off. `refetch` loads the remote configuration again.
 */
export function useProjectFeatures() {
  const { projectConfig } = usePortico();
  const features = useSelector(projectConfig, selectFeatures);
  const warnings = useSelector(projectConfig, selectWarnings);
  const error = useSelector(projectConfig, selectError);
  const status = useSelector(projectConfig, selectStatus);
  const refetch = useMemo(() => () => projectConfig.send({ type: 'config.refetch' }), [projectConfig]);
  return { features, status, warnings, error, refetch };
}
