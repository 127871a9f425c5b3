/**
 * The email update statechart (machines/embedded/emailUpdate) with its actors over the embedded
 * wallet's frame: UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP and
 * AWAIT_UPDATE_EMAIL (§4 Email update, §7). Loaded by the engine's `loadEmailUpdate` when the visitor
 * asks to change the email; the frame is there already (the embedded wallet is connected), or created.
 */
import { fromPromise } from 'xstate';
import type {
  EmailUpdateInput,
  ReadEmailOutput,
  SecondaryOtpOutput,
  UpdateEmailInput,
  UpdateEmailOutput,
  UpdateOtpInput,
} from '../../../machines/embedded/emailUpdate.context.ts';
import { emailUpdateMachine } from '../../../machines/embedded/emailUpdate.machine.ts';
import type { EmailUpdateLogic } from '../../../machines/modal/modal.machine.ts';
import type { AuthConnector } from './authConnector.ts';

/** The email update's logic, its actors provided over `auth`'s frame. */
export async function emailUpdateLogic(
  auth: AuthConnector,
  input: EmailUpdateInput,
): Promise<EmailUpdateLogic> {
  const wallet = await auth.load();
  wallet.prepare();
  return {
    logic: emailUpdateMachine.provide({
      actors: {
        updateEmail: fromPromise<UpdateEmailOutput, UpdateEmailInput>(({ input }) =>
          wallet.updateEmail(input.newEmail),
        ),
        verifyPrimaryOtp: fromPromise<void, UpdateOtpInput>(({ input }) =>
          wallet.updateEmailPrimaryOtp(input.otp),
        ),
        verifySecondaryOtp: fromPromise<SecondaryOtpOutput, UpdateOtpInput>(({ input }) =>
          wallet.updateEmailSecondaryOtp(input.otp),
        ),
        readEmail: fromPromise<ReadEmailOutput, void>(() => wallet.awaitUpdateEmail()),
      },
    }),
    input,
  };
}
