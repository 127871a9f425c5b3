/**
 * Why a request is refused before the visitor is asked: the approval could not show exactly what the
 * key would sign. One home for these texts: the approval (readableRequest) and the key (the secure
 * site's wallet.ts) refuse the same requests with the same words.
 */
export const REFUSALS = {
  dataAndInputDiffer: "Refused: the transaction's data and input differ",
  bothFeeKinds: 'Refused: the transaction sets both a gas price and EIP-1559 fee caps',
  siweNotCanonical: 'Refused: this sign-in message is not in the standard EIP-4361 form',
  solanaMessageIsTransaction: 'Refused: this message is a Solana transaction; it is not signed as a message',
  solanaUnreadable: 'Refused: the Solana transaction could not be read',
  chainMismatch: "Refused: the transaction's chainId is not the network it is sent on",
  solanaLookupTables: 'Refused: a Solana transaction that uses address lookup tables cannot be shown',
} as const;

/** A transaction whose fields do not parse: the field and what is wrong with it. */
export function invalidTransaction(issue: string): string {
  return `Refused: the transaction is not valid (${issue})`;
}
