import type { PorticoModal } from '../createModal.ts';

/**
 * What `refetchProjectConfig` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type RefetchProjectConfigParameters = Record<string, never>;

/** What `refetchProjectConfig` returns: nothing; the load shows in the project config actor. */
export type RefetchProjectConfigReturnType = void;

/**
 * Load the project's remote configuration again (§1: features, allowed origins, analytics), e.g.
 * after a failed load ('Retry') or once the project's settings changed. Done only when the last load
 * has finished (ready or failed); a load in progress is not restarted. Before the engine has loaded
 * nothing happens: the engine loads the configuration when it starts.
 */
export function refetchProjectConfig(
  modal: PorticoModal,
  _parameters: RefetchProjectConfigParameters = {},
): RefetchProjectConfigReturnType {
  modal.engine?.projectConfig.send({ type: 'config.refetch' });
}
