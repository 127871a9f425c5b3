/**
 * The email update statechart (machines/embedded/emailUpdate) with its actors over the embedded
 * wallet's frame: UPDATE_EMAIL, its two code entries' UPDATE_EMAIL_PRIMARY_OTP and UPDATE_EMAIL_SECONDARY_OTP
 * (a resend is UPDATE_EMAIL again), and GET_USER, polled until its email is the new one (§4 Email update, §7). Loaded by
 * the engine's `loadEmailUpdate` when the visitor asks to change the email; the frame is there
 * already (the embedded wallet is connected), or created.
 */
import { fromPromise } from 'xstate';
import type {
  ReadEmailOutput,
  UpdateEmailInput,
  UpdateEmailOutput,
} from '../../../machines/embedded/emailUpdate.context.ts';
import { emailUpdateMachine } from '../../../machines/embedded/emailUpdate.machine.ts';
import type { EmailUpdateLogic } from '../../../machines/modal/modal.machine.ts';
import type { AuthConnector } from './authConnector.ts';
import { otpEntryLogic, preparedWallet } from './otpEntryLogic.ts';

/** The email update's logic, its actors provided over `auth`'s frame. */
export async function emailUpdateLogic(auth: AuthConnector): Promise<EmailUpdateLogic> {
  const wallet = await preparedWallet(auth);
  const resend = (newEmail: string) => wallet.updateEmail(newEmail);
  return emailUpdateMachine.provide({
    actors: {
      updateEmail: fromPromise<UpdateEmailOutput, UpdateEmailInput>(({ input }) =>
        wallet.updateEmail(input.newEmail),
      ),
      primaryOtp: otpEntryLogic({
        verify: async (otp) => {
          await wallet.updateEmailPrimaryOtp(otp);
          return undefined;
        },
        resend,
      }),
      secondaryOtp: otpEntryLogic({ verify: (otp) => wallet.updateEmailSecondaryOtp(otp), resend }),
      readEmail: fromPromise<ReadEmailOutput, void>(() => wallet.readEmail()),
    },
  });
}
