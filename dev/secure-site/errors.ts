import { MESSAGES, SERVER_MESSAGES } from '../../domain/errors.ts';

/** An error the API answers as `{ message }` with its HTTP status. */
export class SiteError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 429 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'SiteError';
  }
}

/** Texts the API answers (the origin and key texts are the ones §8 maps to alerts). */
export const SITE_MESSAGES = {
  originNotAllowed: SERVER_MESSAGES.originNotAllowed,
  invalidKey: SERVER_MESSAGES.invalidKey,
  notSignedIn: MESSAGES.notConnectedToEmailOrSocial,
  rpcCallNotAllowed: MESSAGES.rpcCallNotAllowed,
  noRpcUrl: MESSAGES.noRpcUrlProvided,
  noCode: 'No code requested: request a new code',
  codeExpired: 'Code expired: request a new code',
  tooManyAttempts: 'Too many attempts: request a new code',
  invalidCode: 'Invalid code',
  tooManyCodes: 'Too many codes requested: try again later',
  tooManyMailsFromIp: 'Too many emails requested from this network: try again later',
  deviceNotApproved: 'Device not approved: open the link sent by email',
  emailInUse: 'Email already in use',
  noEmailUpdate: 'No email update in progress',
  signInRefused: 'Sign-in refused: the embedded wallet signs only the sign-in of a login just made',
  signInResources: 'Sign-in refused: a sign-in message with resources is not signed',
  signInExpiry: 'Sign-in refused: the message must expire within 7 days',
} as const;
