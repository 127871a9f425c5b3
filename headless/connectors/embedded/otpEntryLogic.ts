/**
 * The shared code entry (machines/embedded/otpEntry) with its two frame requests, as each email flow
 * and step provides them (§4 Email connect, Email update, §7): how a code is checked, and how the
 * frame is asked to mail it again. Also the embedded wallet both flows load, its frame prepared.
 */
import { fromPromise } from 'xstate';
import type {
  CodeInput,
  CodeSentAnswer,
  ResendInput,
  VerifiedCode,
} from '../../../machines/embedded/otpEntry.context.ts';
import { otpEntryMachine } from '../../../machines/embedded/otpEntry.machine.ts';
import type { AuthConnector } from './authConnector.ts';
import type { EmbeddedWallet } from './embeddedWallet.ts';

/** The frame requests of one code step. */
export interface CodeRequests {
  /** Checks the code; rejects with the frame's text when it is wrong. */
  verify(otp: string): Promise<VerifiedCode>;
  /** Has the frame mail the code(s) to `email` again; resolves with its answer. */
  resend(email: string): Promise<CodeSentAnswer>;
}

/** The code entry's logic for one step, its frame requests provided. */
export function otpEntryLogic(requests: CodeRequests): typeof otpEntryMachine {
  return otpEntryMachine.provide({
    actors: {
      verifyCode: fromPromise<VerifiedCode, CodeInput>(({ input }) => requests.verify(input.otp)),
      resendCode: fromPromise<CodeSentAnswer, ResendInput>(({ input }) => requests.resend(input.email)),
    },
  });
}

/**
 * The embedded wallet an email flow talks to, its frame created at once (so that it is ready by the
 * time the code is typed).
 */
export async function preparedWallet(auth: AuthConnector): Promise<EmbeddedWallet> {
  const wallet = await auth.load();
  wallet.prepare();
  return wallet;
}
