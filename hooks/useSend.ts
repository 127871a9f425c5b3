import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  editSend,
  type ModalSnapshot,
  resetSend,
  reviewSend,
  type SendDraft,
  type SendFeeState,
  type SendSnapshot,
  type SendStep,
  selectCanReview,
  selectIsResolvingName,
  selectIsSending,
  selectReceiverProfileName,
  selectResolvedReceiverAddress,
  selectSendError,
  selectSendFee,
  selectSendProblem,
  selectSendSimulationActor,
  selectSendStep,
  selectSendWorth,
  sendActorOf,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  submitSend,
  type TokenBalance,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';
import { usePreviewSimulation } from './usePreviewSimulation.ts';

type Snapshot = SendSnapshot | undefined;
const selectActor = (root: ModalSnapshot | undefined) => (root ? sendActorOf(root) : undefined);
const selectToken = (snapshot: Snapshot) => snapshot?.context.token;
const selectAmount = (snapshot: Snapshot) => snapshot?.context.sendTokenAmount;
const selectReceiver = (snapshot: Snapshot) => snapshot?.context.receiverAddress;
const selectSending = (snapshot: Snapshot) => (snapshot ? selectIsSending(snapshot) : false);
const selectStep = (snapshot: Snapshot): SendStep => (snapshot ? selectSendStep(snapshot) : 'editing');
const selectReviewable = (snapshot: Snapshot) => (snapshot ? selectCanReview(snapshot) : false);
const selectResolving = (snapshot: Snapshot) => (snapshot ? selectIsResolvingName(snapshot) : false);
const selectProblem = (snapshot: Snapshot) => (snapshot ? (selectSendProblem(snapshot) ?? null) : null);
const selectError = (snapshot: Snapshot) => (snapshot ? (selectSendError(snapshot) ?? null) : null);
const selectWorth = (snapshot: Snapshot) => (snapshot ? (selectSendWorth(snapshot) ?? null) : null);
const selectFee = (snapshot: Snapshot): SendFeeState | null =>
  snapshot ? (selectSendFee(snapshot) ?? null) : null;
const selectProfileName = (snapshot: Snapshot) =>
  snapshot ? (selectReceiverProfileName(snapshot) ?? null) : null;
const selectSimulationActor = (snapshot: Snapshot) =>
  snapshot ? selectSendSimulationActor(snapshot) : undefined;
const selectResolvedAddress = (snapshot: Snapshot) =>
  snapshot ? (selectResolvedReceiverAddress(snapshot) ?? null) : null;

/**
 * The send flow (§3 Send state, §4 Send flow), judged as it is typed: the `draft` (token,
 * sendTokenAmount, receiverAddress) with `setToken` / `setAmount` / `setReceiver`; `problem`, what is
 * wrong with it now, for the main button ('Insufficient balance', 'Invalid EVM address', 'Error
 * resolving name', §5 'An amount and receiver address are required', 'A token is required'), null
 * when nothing is; `canReview` and `review()`; `isResolvingName` while a receiver typed as a name
 * (alice.reown.id) is looked up, then `receiverProfileName` and `resolvedAddress`; `step` ('editing',
 * 'reviewing', 'sending'); on the review `worth` (the amount at the token's price, exact decimal
 * text in USD), `fee` (the network fee: estimating, estimated, unknown), `simulation` (what the
 * transfer will do, simulated on the network: simulating, simulated, willFail or unavailable, with its
 * lines), `edit()` and `submit()`;
 * `isSending`; `error`, why the wallet did not send, until what follows; and `reset()`. On success
 * the draft resets, the modal shows the success notice with the transaction hash and Account (§2).
 */
export function useSend() {
  const modal = usePortico();
  const actor = useSelector(useEngine()?.actor, selectActor);
  const token = useSelector(actor, selectToken);
  const sendTokenAmount = useSelector(actor, selectAmount);
  const receiverAddress = useSelector(actor, selectReceiver);
  const isSending = useSelector(actor, selectSending);
  const step = useSelector(actor, selectStep);
  const canReview = useSelector(actor, selectReviewable);
  const isResolvingName = useSelector(actor, selectResolving);
  const problem = useSelector(actor, selectProblem);
  const error = useSelector(actor, selectError);
  const worth = useSelector(actor, selectWorth);
  const fee = useSelector(actor, selectFee);
  const receiverProfileName = useSelector(actor, selectProfileName);
  const resolvedAddress = useSelector(actor, selectResolvedAddress);
  const simulation = usePreviewSimulation(useSelector(actor, selectSimulationActor));
  const draft: SendDraft = useMemo(
    () => ({ token, sendTokenAmount, receiverAddress }),
    [token, sendTokenAmount, receiverAddress],
  );
  const actions = useMemo(
    () => ({
      setToken: (next: TokenBalance | undefined) => setSendToken(modal, next),
      setAmount: (amount: string) => setSendAmount(modal, amount),
      setReceiver: (address: string) => setSendReceiver(modal, address),
      review: () => reviewSend(modal),
      edit: () => editSend(modal),
      submit: () => submitSend(modal),
      reset: () => resetSend(modal),
    }),
    [modal],
  );
  return {
    draft,
    isReady: actor !== undefined,
    step,
    problem,
    canReview,
    isResolvingName,
    isSending,
    error,
    worth,
    fee,
    receiverProfileName,
    resolvedAddress,
    simulation,
    ...actions,
  };
}
