/** Texts of the account views and components. Keys start with `account.`. */
export const ACCOUNT_MESSAGES = {} as const;
