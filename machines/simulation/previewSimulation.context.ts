/**
 * The preview simulation's contract: what a flow's review asks to be simulated (the transfer under
 * review, or the swap with its approval when the exchange may not take the token yet), the USD prices
 * the flow already knows of its tokens, and what the engine's `simulatePreview` answers.
 */
import type { TransferRequest } from '../../domain/accountData/send.ts';
import type { SimulatedOutcome } from '../../domain/simulation/outcome.ts';
import type { SimulationLine } from '../../domain/simulation/outcomeLines.ts';
import type { SwapTransactionInput } from '../swap/swap.context.ts';

/** What a review would send: the engine turns it into the calls it simulates. */
export type PreviewRequest =
  | { kind: 'transfer'; transfer: TransferRequest }
  /** The swap as the exchange builds it, after the approval when `withApproval` (one batch, in order). */
  | { kind: 'swap'; swap: SwapTransactionInput; withApproval: boolean };

/** Input of the preview simulation (and of `simulatePreview`). */
export interface PreviewSimulationInput {
  request: PreviewRequest;
  /** USD prices by lower-case token address (0xeeee…eeee: the native coin), for the lines' worth. */
  prices: Readonly<Record<string, number>>;
}

/** What `simulatePreview` answers: the outcome and its lines, or why there is none (its line says so). */
export type PreviewSimulationReport =
  | { status: 'simulated'; outcome: SimulatedOutcome; lines: SimulationLine[] }
  | { status: 'unavailable'; reason: string; lines: SimulationLine[] };

export interface PreviewSimulationContext {
  input: PreviewSimulationInput;
  report: PreviewSimulationReport | undefined;
}
