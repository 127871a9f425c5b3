/**
 * The send flow's actions (§4 "Send flow: set token, amount and receiver; send; on success the state
 * resets and the user goes to Account"). Each does nothing until a wallet has connected (the send
 * actor starts with the account actors). The outcome shows in the send actor's snapshot (the `useSend`
 * hook): its error ('An amount and receiver address are required', 'A token is required', …), and on
 * success Account.
 */
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { sendActorOf } from '../accountDataChildren.ts';
import type { PorticoModal } from '../createModal.ts';

type SendCommand =
  | { type: 'send.setToken'; token: TokenBalance | undefined }
  | { type: 'send.setAmount'; amount: string }
  | { type: 'send.setReceiver'; address: string }
  | { type: 'send.submit' }
  | { type: 'send.reset' };

function tell(modal: PorticoModal, command: SendCommand): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) sendActorOf(root)?.send(command);
}

/** §4 set token: one of the account's token balances (undefined: none). */
export function setSendToken(modal: PorticoModal, token: TokenBalance | undefined): void {
  tell(modal, { type: 'send.setToken', token });
}

/** §4 set amount: the amount as typed, in the token's unit ('0.5'). */
export function setSendAmount(modal: PorticoModal, amount: string): void {
  tell(modal, { type: 'send.setAmount', amount });
}

/** §4 set receiver: the receiver's address as typed. */
export function setSendReceiver(modal: PorticoModal, address: string): void {
  tell(modal, { type: 'send.setReceiver', address });
}

/** §4 send: the draft is checked (§5), then the connected wallet is asked to sign and send it. */
export function submitSend(modal: PorticoModal): void {
  tell(modal, { type: 'send.submit' });
}

/** Start the draft over (the Send view closed). */
export function resetSend(modal: PorticoModal): void {
  tell(modal, { type: 'send.reset' });
}
