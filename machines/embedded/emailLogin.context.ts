/**
 * The email login machine's context (§4 "Email connect", §5 email and cooldown), its input, and the
 * contracts of the actors the engine provides (each asks the embedded wallet's frame). The code
 * itself is entered in the shared code entry (otpEntry.*).
 */

import type { EmbeddedWalletUser } from './embedded.reports.ts';
import type { CodeInput } from './otpEntry.context.ts';

/** §4: what the frame answers a connect email with. */
export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/** Output of `connectEmail`. */
export interface ConnectEmailOutput {
  action: ConnectEmailAction;
}

/** Input of `connectEmail` and `getUser`. */
export interface EmailInput {
  email: string;
}

/** Input of the login code's check (§7 connect OTP {otp}). */
export type OtpInput = CodeInput;

/** Output of `getUser`: §3 embedded-wallet user payload. */
export type GetUserOutput = EmbeddedWalletUser;

/** What the email login actor knows. */
export interface EmailLoginContext {
  /** The email being logged in with ('' before one is submitted). */
  email: string;
  /** When the last email login was triggered (epoch ms): the §5 30 s cooldown counts from it. */
  lastLoginAt: number | undefined;
  /** When the login being sent was asked (epoch ms); it becomes `lastLoginAt` once the frame took it. */
  sentAt: number | undefined;
  /** The §5/§8 text shown in the EmailLogin view (the code entry has its own). */
  error: string | undefined;
}

/** What the email login actor starts from. */
export interface EmailLoginInput {
  /** The stored "last email login time" (§3 storage), so the cooldown survives a reload. */
  lastEmailLoginAt?: number | undefined;
}

/** The context the actor starts with. */
export function initialContext(input: EmailLoginInput): EmailLoginContext {
  return {
    email: '',
    lastLoginAt: input.lastEmailLoginAt,
    sentAt: undefined,
    error: undefined,
  };
}
