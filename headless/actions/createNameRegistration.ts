/**
 * Start a name registration (§4, the RegisterAccountName view) for a custom UI or the default one:
 * suggestions and availability as the person types, then registration signed by the connected
 * account. The root holds it as its child `nameRegistration` (holdFlow.ts), its code loaded on
 * demand; it decides on what it reports (errors, the view to show) and tells it the account and
 * network it follows.
 */
import type { ActorRefFrom } from 'xstate';
import type { nameRegistrationMachine } from '../../machines/names/nameRegistration.machine.ts';
import type { PorticoModal } from '../createModal.ts';
import { holdFlow } from './holdFlow.ts';

/** A running name registration (§4): its actor, and `stop()` when the view leaves. */
export interface NameRegistration {
  /** Send it 'names.type' and 'names.register'; read suggestions, availability, error and state. */
  readonly actor: ActorRefFrom<typeof nameRegistrationMachine>;
  /** Let go: it stops unless RegisterAccountName stays in the modal's stack or another view holds it. */
  stop(): void;
}

/**
 * What `createNameRegistration` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type CreateNameRegistrationParameters = Record<string, never>;

/** What `createNameRegistration` resolves with: the running registration. */
export type CreateNameRegistrationReturnType = NameRegistration;

/** Start (or take back) the modal's name registration; resolves once it runs. Call `stop()` when its view leaves. */
export async function createNameRegistration(
  modal: PorticoModal,
  _parameters: CreateNameRegistrationParameters = {},
): Promise<CreateNameRegistrationReturnType> {
  const { snapshot, stop } = await holdFlow(modal, 'nameRegistration');
  const actor = snapshot.children.nameRegistration;
  if (!actor) throw new Error('Portico: the name registration could not start');
  return { actor, stop };
}
