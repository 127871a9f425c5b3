/**
 * An address shortened for display: the head and the last four characters around an ellipsis, e.g.
 * `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` → `0xf39F…2266`. The head keeps an EVM address's `0x`
 * and four digits; a Solana address keeps four characters. Short values are returned as they are.
 * A local helper on purpose: the address utilities of viem would weigh on the modal's first chunk.
 */
export function truncateAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  const tail = 4;
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
