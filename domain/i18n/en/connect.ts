/** Texts of the connect views and components. Keys start with `connect.`. */
export const CONNECT_MESSAGES = {} as const;
