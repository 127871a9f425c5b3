/**
 * The repo's real email login statechart (with its code entry child `otp`), its frame requests
 * stubbed, for the model's tests: the flow that carries the most secrets (an e-mail address, a
 * one-time code, the user's sign-in signature). Test support only, never shipped.
 */
import { type AnyActorRef, createActor, fromPromise, type InspectionEvent, waitFor } from 'xstate';
import type {
  ConnectEmailOutput,
  EmailInput,
  GetUserOutput,
} from '../machines/embedded/emailLogin.context.ts';
import { emailLoginMachine } from '../machines/embedded/emailLogin.machine.ts';
import type { CodeInput, VerifiedCode } from '../machines/embedded/otpEntry.context.ts';
import { otpEntryMachine } from '../machines/embedded/otpEntry.machine.ts';

export const FLOW_EMAIL = 'visitor@example.com';
export const FLOW_CODE = '482913';
export const FLOW_SIGNATURE = `0x${'7e'.repeat(65)}`;

export const emailLoginLogic = emailLoginMachine.provide({
  actors: {
    connectEmail: fromPromise<ConnectEmailOutput, EmailInput>(async () => ({ action: 'VERIFY_OTP' })),
    otpEntry: otpEntryMachine.provide({
      actors: { verifyCode: fromPromise<VerifiedCode, CodeInput>(async () => undefined) },
    }),
    getUser: fromPromise<GetUserOutput, EmailInput>(async ({ input }) => ({
      email: input.email,
      address: '0x00000000000000000000000000000000000000a1',
      chainId: 1,
      signature: FLOW_SIGNATURE,
    })),
  },
  // Run alone, with no parent to tell: what it reports is not this flow's subject.
  actions: { storeLoginTime: () => {}, report: () => {} },
});

/** Starts the email login (inspected by `inspect`, if given), with nothing submitted yet. */
export function startEmailLogin(inspect?: (event: InspectionEvent) => void) {
  return createActor(emailLoginLogic, { input: { lastEmailLoginAt: undefined }, inspect }).start();
}

/** Submits the e-mail and waits for the code entry. */
export async function submitEmail(actor: ReturnType<typeof startEmailLogin>): Promise<AnyActorRef> {
  actor.send({ type: 'emailLogin.submit', email: FLOW_EMAIL, at: 1_000_000 });
  const snapshot = await waitFor(actor, (state) => state.matches('enteringCode'));
  const otp = snapshot.children.otp;
  if (!otp) throw new Error('The code entry did not start');
  return otp;
}

/** Runs the whole login: e-mail, code, connected. */
export async function runEmailLogin(actor: ReturnType<typeof startEmailLogin>): Promise<void> {
  const otp = await submitEmail(actor);
  otp.send({ type: 'otp.submit', otp: FLOW_CODE });
  await waitFor(actor, (state) => state.matches('connected'));
}
