/**
 * Start an on-ramp purchase (the OnRamp view or a custom UI's `useOnRamp`): the root holds it as its
 * child `onramp` (holdFlow.ts), its code loaded on demand (rule 5); the root decides on what it reports
 * (the provider's page opened, the funds arrived, the errors) and tells it the account it follows.
 */
import type { ActorRefFrom } from 'xstate';
import type { onRampMachine } from '../../machines/onramp/onRamp.machine.ts';
import type { PorticoModal } from '../createModal.ts';
import { holdFlow } from './holdFlow.ts';

/** A running on-ramp purchase: its actor, and `stop()` when its view leaves. */
export interface OnRamp {
  /** Send it the on-ramp's events ('onramp.setAmount', 'onramp.buy', …); read its snapshot with the on-ramp selectors. */
  readonly actor: ActorRefFrom<typeof onRampMachine>;
  /** Let go of the purchase flow: it stops unless OnRamp stays in the modal's stack or another view holds it. */
  stop(): void;
}

/**
 * What `createOnRamp` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type CreateOnRampParameters = Record<string, never>;

/** What `createOnRamp` resolves with: the running purchase flow. */
export type CreateOnRampReturnType = OnRamp;

/** Start (or take back) the modal's on-ramp; resolves once it runs (its code loaded). Call `stop()` when its view leaves. */
export async function createOnRamp(
  modal: PorticoModal,
  _parameters: CreateOnRampParameters = {},
): Promise<CreateOnRampReturnType> {
  const { snapshot, stop } = await holdFlow(modal, 'onramp');
  const actor = snapshot.children.onramp;
  if (!actor) throw new Error('Portico: the on-ramp could not start');
  return { actor, stop };
}
