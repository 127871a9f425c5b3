/**
 * The send flow's context (§3 Send state: token, sendTokenAmount, receiverAddress, loading), its input,
 * and the contract of the transfer actor the engine provides.
 */
import type { SendDraft, TransferRequest } from '../../domain/accountData/send.ts';
import type { SendFee } from '../../domain/accountData/sendChecks.ts';
import type { CaipNetworkId } from '../../domain/caip.ts';
import type { AccountRef } from './account.ts';

/** Input of `sendTransfer`: the transfer built from the draft (domain/accountData/send.ts). */
export type SendTransferInput = TransferRequest;

/** What `sendTransfer` answers once the wallet sent it: the transaction hash (or Solana signature). */
export interface SendTransferOutput {
  hash: string;
}

/** Input of `estimateFee`: the transfer the review shows, as it would be sent. */
export type EstimateFeeInput = TransferRequest;

/** What `estimateFee` answers: the network fee in the network's native currency. */
export type EstimateFeeOutput = SendFee;

/** Input of `resolveName`: the receiver typed as a name, and the network whose address it needs. */
export interface ResolveNameInput {
  name: string;
  caipNetworkId: CaipNetworkId;
}

/** What `resolveName` answers: the name's address on that network (its coin type's). */
export interface ResolveNameOutput {
  address: string;
}

/**
 * What the send actor knows: §3 send state (`loading` is the `sending` state), the account it sends
 * from, and why the last submit or send failed.
 */
export interface SendContext extends SendDraft {
  account: AccountRef | undefined;
  /** Why the wallet did not send (shown once, on the review); cleared by what follows. */
  error: string | undefined;
  /**
   * What is wrong with the draft as typed (the main button's text: 'Insufficient balance', 'Invalid
   * EVM address', §5 'An amount and receiver address are required', …); undefined when none is.
   */
  problem: string | undefined;
  /** The network fee of the transfer under review, once estimated. */
  fee: SendFee | undefined;
  /** The name that did not resolve, and why (§8 'Error resolving name' or the service's reason). */
  nameFailure: { name: string; error: string } | undefined;
  /** §3 receiver profile name: the name the receiver was typed as, and the address it resolved to. */
  resolvedReceiver: { profileName: string; address: string } | undefined;
}

/** Input of the send actor: the account to send from, if one is connected. */
export interface SendInput {
  account?: AccountRef | undefined;
}

/** §4 "on success the state resets": the empty draft for an account. */
export function emptyDraft(account: AccountRef | undefined): SendContext {
  return {
    account,
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    error: undefined,
    problem: undefined,
    fee: undefined,
    nameFailure: undefined,
    resolvedReceiver: undefined,
  };
}
