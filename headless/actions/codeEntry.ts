import type { ActorRefFrom } from 'xstate';
import type { OtpEntryEvent } from '../../machines/embedded/otpEntry.events.ts';
import type { otpEntryMachine } from '../../machines/embedded/otpEntry.machine.ts';

/** The code entry (machines/embedded/otpEntry) an email flow runs as its child `otp` while a code is asked. */
export type CodeEntryActor = ActorRefFrom<typeof otpEntryMachine>;

/** An email flow's actor, as far as its code entry goes. */
interface FlowWithCodeEntry {
  getSnapshot(): { children: { otp?: CodeEntryActor | undefined } };
}

/** The code entry of an email flow, while it asks for a code. */
export function codeEntryOf(flow: FlowWithCodeEntry | undefined): CodeEntryActor | undefined {
  return flow?.getSnapshot().children.otp;
}

/**
 * Hands the visitor's code, or a resend (stamped now, for the §5 cooldown), to the code entry an email
 * flow runs; nothing happens when no code is asked.
 */
export function sendToCodeEntry(flow: FlowWithCodeEntry | undefined, event: OtpEntryEvent): void {
  codeEntryOf(flow)?.send(event);
}
