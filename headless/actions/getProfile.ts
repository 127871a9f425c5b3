import type { Identity } from '../../domain/schemas/nameService.ts';
import type { PorticoModal } from '../createModal.ts';

/** Whose profile to read. */
export type GetProfileParameters = { address: string };

/** §3 an address's profile: its name and avatar on the name service, null when it has none. */
export type GetProfileReturnType = Identity;

/** What `getProfile` rejects with: a NameServiceError carrying the §8 text. */
export type GetProfileErrorType = import('../api/nameService.ts').NameServiceError;

/**
 * What `watchProfile` takes, after the modal: whose profile, and the callback called when a name is
 * registered for it.
 */
export type WatchProfileParameters = [parameters: GetProfileParameters, onChange: () => void];

/** What `watchProfile` resolves with: the unsubscribe function. */
export type WatchProfileReturnType = () => void;

/**
 * The profile of an address (§3 account state profileName and profileImage): its first name on the
 * name service and that name's avatar, each null when there is none. Answers are kept 5 minutes per
 * address (§9), so reading it on every render of an account view costs one call. Loads the engine
 * and the name-service code when needed.
 */
export async function getProfile(
  modal: PorticoModal,
  { address }: GetProfileParameters,
): Promise<GetProfileReturnType> {
  const engine = modal.engine ?? (await modal.load());
  const names = await engine.nameService();
  return names.identity(address);
}

/**
 * Call `onChange` whenever a name is registered for `address` through this modal (its profile changed:
 * read it again). Resolves with the unsubscribe function once the name-service code has loaded.
 */
export async function watchProfile(
  modal: PorticoModal,
  ...[{ address }, onChange]: WatchProfileParameters
): Promise<WatchProfileReturnType> {
  const engine = modal.engine ?? (await modal.load());
  const names = await engine.nameService();
  return names.onRegistered((registered) => {
    if (registered.toLowerCase() === address.toLowerCase()) onChange();
  });
}
