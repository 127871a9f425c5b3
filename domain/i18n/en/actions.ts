/** Texts of the actions views and components. Keys start with `actions.`. */
export const ACTIONS_MESSAGES = {} as const;
