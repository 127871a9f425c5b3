/** Reads of the name-registration actor (§4), for hooks and custom engines. */
import type { SnapshotFrom } from 'xstate';
import type { nameRegistrationMachine } from './nameRegistration.machine.ts';

export type NameRegistrationSnapshot = SnapshotFrom<typeof nameRegistrationMachine>;

/** Where registration stands: typing, looking the typed name up, registering (§3 loading), done. */
export type NameRegistrationStatus = 'idle' | 'searching' | 'registering' | 'registered';

export function selectNameRegistrationStatus(
  snapshot: NameRegistrationSnapshot | undefined,
): NameRegistrationStatus {
  if (!snapshot) return 'idle';
  if (snapshot.matches('registered')) return 'registered';
  if (snapshot.matches('registering')) return 'registering';
  return snapshot.matches({ editing: 'idle' }) ? 'idle' : 'searching';
}

/** §3 the name-service loading flag: on while registering, cleared whichever way it ends. */
export const selectIsRegistering = (snapshot: NameRegistrationSnapshot | undefined): boolean =>
  snapshot?.matches('registering') ?? false;
export const selectTypedName = (snapshot: NameRegistrationSnapshot | undefined) =>
  snapshot?.context.typed ?? '';
export const selectNameSuggestions = (snapshot: NameRegistrationSnapshot | undefined) =>
  snapshot?.context.suggestions ?? [];
/** Whether the typed name is free (§4: a failed lookup means it is); undefined until checked. */
export const selectNameAvailable = (snapshot: NameRegistrationSnapshot | undefined) =>
  snapshot?.context.available;
export const selectNameRegistrationError = (snapshot: NameRegistrationSnapshot | undefined) =>
  snapshot?.context.error;
/** The full name registered, once registered. */
export const selectRegisteredName = (snapshot: NameRegistrationSnapshot | undefined) =>
  snapshot?.matches('registered') ? snapshot.context.request?.name : undefined;
