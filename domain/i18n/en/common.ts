/** Words several views share. Keys start with `common.`. */
export const COMMON_MESSAGES = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.goBack': 'Go back',
  'common.loading': 'Loading',
  'common.retry': 'Retry',
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.approve': 'Approve',
  'common.reject': 'Reject',
  'common.dismiss': 'Dismiss',
  'common.email': 'Email',
} as const;
