/**
 * What the embedded-wallet statecharts (§4 "Embedded wallet frame", "Email connect", "Email update",
 * "Embedded-wallet requests") tell their parent, and the §3 embedded-wallet user they hand over. Part
 * of the root's `ChildReport` (machines/vocabulary/reports.ts): the root decides what follows.
 */
import type { AccountType } from '../../domain/accountTypes.ts';
import type { MessageKey } from '../../domain/errors.ts';

/** §3 Embedded-wallet user payload, as the frame's get-user answer gives it. */
export interface EmbeddedWalletUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: ReadonlyArray<{ address: string; type: 'eoa' | 'smartAccount' }>;
  userName?: string;
  preferredAccountType?: AccountType;
  signature?: string;
  message?: string;
  siwxMessage?: unknown;
  smartAccountDeployed?: boolean;
}

/** Every fact the embedded-wallet statecharts report. */
export type EmbeddedReport =
  /** The frame is ready (its ready event plus FRAME_READY_DELAY_MS). */
  | { type: 'embeddedFrame.ready' }
  /** §4: not ready within 20 s; `error` is 'iframe_load_failed' (the alert is raised separately). */
  | { type: 'embeddedFrame.loadFailed'; error: string }
  /** §4 Email connect: the user is connected (the root connects the AUTH connection with it). */
  | { type: 'emailLogin.connected'; user: EmbeddedWalletUser }
  /** A waiting email connect is rejected with this §8 text (e.g. 'Modal closed'). */
  | { type: 'emailLogin.failed'; error: string }
  /** Social login: the user is connected (the root connects the AUTH connection with it, as for email). */
  | { type: 'socialLogin.connected'; user: EmbeddedWalletUser }
  /** Social login failed with this text ('Popup closed', 'Failed to initiate social connection', the provider's error…). */
  | { type: 'socialLogin.failed'; error: string }
  /** §4 connect Farcaster: the visitor approved; the user is connected (the root connects AUTH with it). */
  | { type: 'farcaster.connected'; user: EmbeddedWalletUser }
  /** §8 the Farcaster login failed ('Failed to connect to farcaster'). */
  | { type: 'farcaster.failed'; error: string }
  /** §4 Email update: the email is now this one (the root updates the account's user). */
  | { type: 'emailUpdate.updated'; email: string }
  /**
   * §4 Embedded-wallet requests: the frame statechart was asked `method` (the root hands it to the
   * approval actor, which classifies it, §6). `params` and the network are for the view.
   */
  | { type: 'approval.request'; id: string; method: string; params?: unknown; caipNetworkId?: string }
  /** The frame answered RPC request `id` with success. */
  | { type: 'approval.success'; id: string }
  /** RPC request `id` ended with an error (refused in the frame, aborted, or the frame failed to load). */
  | { type: 'approval.error'; id: string }
  /** §4: an unsafe request needs approval: open the modal on ApproveTransaction, or redirect there. */
  | { type: 'approval.openView'; view: 'ApproveTransaction' }
  /** §4: a request with a method that is not allowed opens the modal. */
  | { type: 'approval.openModal' }
  /** §4: an approved request finished (success or error): pop the transaction stack, or close. */
  | { type: 'approval.popOrClose' }
  /** §4: an approved request succeeded: update the balance. */
  | { type: 'approval.balanceChanged' }
  /**
   * §4: reject the pending requests (the root aborts the frame's open RPC requests, safe reads
   * excepted); they are rejected with the text of `code`, 'Request was aborted' when absent.
   */
  | { type: 'approval.rejectPending'; code?: MessageKey };
