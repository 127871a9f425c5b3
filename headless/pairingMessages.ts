/**
 * What the pairing view says while it checks the relay and when the relay cannot be reached (Portico's
 * own texts: the spec has none for this; the client alone takes about 75 s to give up, silently).
 */
export const PAIRING_MESSAGES = {
  checkingRelay: 'Checking the connection service…',
  relayUnreachable: "Can't reach the connection service. Check your connection and try again.",
} as const;
