/** Texts the secure site answers in social and Farcaster login (the modal shows §8's own texts). */
export const SOCIAL_MESSAGES = {
  returnToNotAllowed: 'returnTo: not the host page’s origin',
  invalidRedirectUri: 'redirect_uri: not this site’s social callback',
  invalidClient: 'client_id: unknown client',
  invalidResponseType: 'response_type: only code is supported',
  notOurCallback: 'Social login result: not this site’s callback',
  denied: 'Social login was denied',
  loginNotValid: 'Social login not valid: start again',
  loginExpired: 'Social login expired: start again',
  otherDevice: 'Social login was started on another device or site',
  codeNotValid: 'Social login code not valid: start again',
  noEmailToUpdate: 'This account has no email to update: it signs in with a social login',
  farcasterNotValid: 'Farcaster sign-in not valid: start again',
  farcasterExpired: 'Farcaster sign-in expired: start again',
  farcasterRejected: 'Farcaster sign-in was rejected',
  farcasterForbidden: 'Not approved: press Approve or Reject on the sign-in page',
  farcasterOtherDevice: 'Farcaster sign-in was started on another device or site',
} as const;
