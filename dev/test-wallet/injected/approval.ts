/**
 * The approval gate every state-changing request passes (connect, sign, send, switch and add chain).
 * The mode says who answers: a person through the on-page prompt ('prompt'), or the test itself
 * ('approve' and 'reject' answer at once, 'hang' never answers, for the "wallet that never replies"
 * tests). The mode can change at any time; a request already waiting keeps the answer it gets.
 */
import { userRejected } from './errors.ts';

/** The approval modes, in the order the README lists them. */
export const APPROVAL_MODES = ['prompt', 'approve', 'reject', 'hang'] as const;

/** Who answers approval requests. */
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** What the wallet is asked to approve, as the prompt shows it. */
export interface ApprovalRequest {
  /** The chain namespace: 'eip155' for the EVM provider, 'solana' for the wallet-standard wallet. */
  readonly namespace: 'eip155' | 'solana';
  /** The CAIP-2 chain the request is for, e.g. 'eip155:31337' (the active chain when it was asked). */
  readonly chain: string;
  /** The RPC method or wallet-standard feature, e.g. 'personal_sign' or 'solana:signMessage'. */
  readonly method: string;
  /** The request's params, shown summarised. */
  readonly params: unknown;
  /** The page origin that asks. */
  readonly origin: string;
}

/** Shows a request to a person and resolves true for Approve, false for Reject. */
export type PromptFn = (request: ApprovalRequest) => Promise<boolean>;

/** The gate. */
export interface Approver {
  /** The current mode. */
  readonly mode: ApprovalMode;
  /** Every request asked so far, oldest first (tests assert on it). */
  readonly history: readonly ApprovalRequest[];
  /** Change who answers the next requests. */
  setMode(mode: ApprovalMode): void;
  /** Resolve when the request is approved; reject with a 4001 error when it is refused. */
  ask(request: ApprovalRequest): Promise<void>;
}

/** Create the approval gate; `prompt` is needed only when the mode is (or becomes) 'prompt'. */
export function createApprover(options: { mode: ApprovalMode; prompt?: PromptFn | undefined }): Approver {
  let mode = options.mode;
  const history: ApprovalRequest[] = [];
  return {
    get mode() {
      return mode;
    },
    history,
    setMode(next) {
      mode = next;
    },
    async ask(request) {
      history.push(request);
      switch (mode) {
        case 'approve':
          return;
        case 'reject':
          throw userRejected();
        case 'hang':
          // Never settles, like a wallet whose owner walked away.
          return new Promise<void>(() => {});
        case 'prompt': {
          if (!options.prompt)
            throw new Error("The test wallet's 'prompt' mode needs a DOM to show its prompt.");
          if (!(await options.prompt(request))) throw userRejected();
        }
      }
    },
  };
}
