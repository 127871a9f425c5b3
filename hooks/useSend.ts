import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type ModalSnapshot,
  resetSend,
  type SendDraft,
  type SendSnapshot,
  selectIsSending,
  selectReceiverProfileName,
  selectSendError,
  sendActorOf,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  submitSend,
  type TokenBalance,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

type Snapshot = SendSnapshot | undefined;
const selectActor = (root: ModalSnapshot | undefined) => (root ? sendActorOf(root) : undefined);
const selectToken = (snapshot: Snapshot) => snapshot?.context.token;
const selectAmount = (snapshot: Snapshot) => snapshot?.context.sendTokenAmount;
const selectReceiver = (snapshot: Snapshot) => snapshot?.context.receiverAddress;
const selectSending = (snapshot: Snapshot) => (snapshot ? selectIsSending(snapshot) : false);
const selectError = (snapshot: Snapshot) => (snapshot ? (selectSendError(snapshot) ?? null) : null);
const selectProfileName = (snapshot: Snapshot) =>
  snapshot ? (selectReceiverProfileName(snapshot) ?? null) : null;

/**
 * The send flow (§3 Send state, §4 Send flow): the `draft` (token, sendTokenAmount, receiverAddress),
 * `setToken` / `setAmount` / `setReceiver`, `submit()` (checked by §5: 'An amount and receiver address
 * are required', 'A token is required', then the connected wallet signs and sends), `isSending`, the
 * `error` of the last submit or send, `receiverProfileName` (the name a receiver typed as one, such as
 * alice.reown.id, resolved to its address) and `reset()`. On success the draft resets and the modal shows
 * Account (§2).
 */
export function useSend() {
  const modal = usePortico();
  const actor = useSelector(useEngine()?.actor, selectActor);
  const token = useSelector(actor, selectToken);
  const sendTokenAmount = useSelector(actor, selectAmount);
  const receiverAddress = useSelector(actor, selectReceiver);
  const isSending = useSelector(actor, selectSending);
  const error = useSelector(actor, selectError);
  const receiverProfileName = useSelector(actor, selectProfileName);
  const draft: SendDraft = useMemo(
    () => ({ token, sendTokenAmount, receiverAddress }),
    [token, sendTokenAmount, receiverAddress],
  );
  const actions = useMemo(
    () => ({
      setToken: (next: TokenBalance | undefined) => setSendToken(modal, next),
      setAmount: (amount: string) => setSendAmount(modal, amount),
      setReceiver: (address: string) => setSendReceiver(modal, address),
      submit: () => submitSend(modal),
      reset: () => resetSend(modal),
    }),
    [modal],
  );
  return { draft, isReady: actor !== undefined, isSending, error, receiverProfileName, ...actions };
}
