/**
 * The email login statechart (machines/embedded/emailLogin) with its actors over the embedded wallet's
 * frame: CONNECT_EMAIL, CONNECT_DEVICE and GET_USER, and its code entry's CONNECT_OTP (a resend is
 * CONNECT_EMAIL again) (§4 Email connect, §7). Loaded by the engine's `loadEmailLogin` when the
 * visitor first submits an email, with the embedded wallet, whose frame is created at once so that it
 * is ready by the time the code is typed.
 */
import { fromPromise } from 'xstate';
import type {
  ConnectEmailOutput,
  EmailInput,
  GetUserOutput,
} from '../../../machines/embedded/emailLogin.context.ts';
import { emailLoginMachine } from '../../../machines/embedded/emailLogin.machine.ts';
import type { EmailLoginLogic } from '../../../machines/modal/modal.machine.ts';
import type { TypedStorage } from '../../storage/storage.ts';
import type { AuthConnector } from './authConnector.ts';
import { otpEntryLogic, preparedWallet } from './otpEntryLogic.ts';

/** The email login's logic, its actors provided over `auth`'s frame; the login time stored (§3). */
export async function emailLoginLogic(auth: AuthConnector, storage: TypedStorage): Promise<EmailLoginLogic> {
  const wallet = await preparedWallet(auth);
  return emailLoginMachine.provide({
    actors: {
      connectEmail: fromPromise<ConnectEmailOutput, EmailInput>(({ input }) =>
        wallet.connectEmail(input.email),
      ),
      connectDevice: fromPromise<void, void>(() => wallet.connectDevice()),
      otpEntry: otpEntryLogic({
        verify: async (otp) => {
          await wallet.connectOtp(otp);
          return undefined;
        },
        resend: (email) => wallet.connectEmail(email),
      }),
      getUser: fromPromise<GetUserOutput, EmailInput>(({ input }) => wallet.getUser(input.email)),
    },
    actions: {
      storeLoginTime: (_, at) => storage.set('lastEmailLoginTime', at),
    },
  });
}
