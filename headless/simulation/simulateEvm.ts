/**
 * Runs a request's calls on the network's RPC with `eth_simulateV1` (viem's `simulateCalls`, tracing
 * native coin moves as logs) and reads what it will do for the account: the outcome and its lines
 * (domain/simulation/). Around the simulation it reads what the lines need from the same RPC: each
 * token's symbol and decimals, and whether each spender holds code. viem's own `traceAssetChanges` is
 * not used: it sends a contract-creating call that anvil 1.7 refuses ("missing keys: to"), and the
 * logs give the same moves plus the NFTs' ids.
 *
 * Never throws: an RPC that cannot simulate (no `eth_simulateV1`, an error) gives `unavailable`, so
 * the approval says so plainly and shows its fields as before.
 */
import { BaseError, erc20Abi, type Hex, InsufficientFundsError, type PublicClient } from 'viem';
import { simulateCalls } from 'viem/actions';
import { type SimulatedOutcome, simulatedOutcome } from '../../domain/simulation/outcome.ts';
import {
  outcomeLines,
  permitLines,
  type SimulationLine,
  unavailableLine,
} from '../../domain/simulation/outcomeLines.ts';
import { INSUFFICIENT_FUNDS } from '../../domain/simulation/revertReason.ts';
import { simulationInputSchema, type TokenInfo } from '../../domain/simulation/simulationInput.ts';
import { decodeTokenEvents, NATIVE_COIN_ADDRESS } from '../../domain/simulation/tokenEvents.ts';
import { type DecodedPermit, decodePermit } from '../../domain/simulation/typedDataPermits.ts';
import type { RequestCall } from './requestCalls.ts';

export type SimulationReport =
  | { status: 'simulated'; outcome: SimulatedOutcome; lines: SimulationLine[] }
  | { status: 'permit'; permit: DecodedPermit; lines: SimulationLine[] }
  | { status: 'unavailable'; reason: string; lines: SimulationLine[] };

export interface EvmSimulationRequest {
  account: string;
  calls: readonly RequestCall[];
  nativeCurrency: { symbol: string; decimals: number };
  /** Locale of the numbers in the lines' English texts. */
  locale?: string;
  /** USD prices by lower-case token address, for the lines' worth (domain/simulation/outcomeLines.ts). */
  prices?: Readonly<Record<string, number>>;
}

export const unavailable = (reason: string): SimulationReport => ({
  status: 'unavailable',
  reason,
  lines: [unavailableLine()],
});

const settledValue = <T>(result: PromiseSettledResult<T>): T | undefined =>
  result.status === 'fulfilled' ? result.value : undefined;

/** Symbol and decimals of each token, as far as its contract answers. */
async function tokenInfos(
  client: PublicClient,
  tokens: readonly string[],
): Promise<Record<string, TokenInfo>> {
  const entries = await Promise.all(
    tokens.map(async (token) => {
      const address = token as Hex;
      const [symbol, decimals] = await Promise.allSettled([
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ]);
      const info: TokenInfo = {
        ...(settledValue(symbol) !== undefined && { symbol: String(settledValue(symbol)) }),
        ...(settledValue(decimals) !== undefined && { decimals: Number(settledValue(decimals)) }),
      };
      return [token, info] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function codes(client: PublicClient, addresses: readonly string[]): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    addresses.map(async (address) => {
      const code = await client.getCode({ address: address as Hex }).catch(() => undefined);
      return [address, code !== undefined && code !== '0x'] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export { INSUFFICIENT_FUNDS };

function predictedFailure(request: EvmSimulationRequest, reason: string): SimulationReport {
  const outcome: SimulatedOutcome = {
    outgoing: [],
    incoming: [],
    approvals: [],
    contractsCreated: 0,
    revert: { callIndex: 0, reason },
  };
  return {
    status: 'simulated',
    outcome,
    lines: outcomeLines(outcome, { ...(request.locale && { locale: request.locale }) }),
  };
}

/** Simulate `request.calls` from `request.account`, in order, and read the outcome. */
export async function simulateEvmCalls(
  client: PublicClient,
  request: EvmSimulationRequest,
): Promise<SimulationReport> {
  let results: readonly {
    status: string;
    data?: Hex;
    logs?: readonly { address: string; topics: readonly string[]; data: string }[];
  }[];
  try {
    const simulated = await simulateCalls(client, {
      account: request.account as Hex,
      calls: request.calls.map((call) => ({
        ...(call.to ? { to: call.to } : {}),
        ...(call.value !== undefined && { value: call.value }),
        ...(call.data && { data: call.data }),
      })) as Parameters<typeof simulateCalls>[1]['calls'],
      traceTransfers: true,
    });
    results = simulated.results as typeof results;
  } catch (error) {
    // The node refuses a batch the account cannot pay for: that is a prediction, not a missing feature.
    if (error instanceof BaseError && error.walk((cause) => cause instanceof InsufficientFundsError)) {
      return predictedFailure(request, INSUFFICIENT_FUNDS);
    }
    return unavailable(error instanceof Error ? error.message : String(error));
  }
  const base = simulationInputSchema.safeParse({
    account: request.account,
    calls: request.calls,
    results: results.map((result) => ({ status: result.status, data: result.data, logs: result.logs ?? [] })),
    nativeCurrency: request.nativeCurrency,
  });
  if (!base.success) return unavailable('the node’s answer did not parse');
  const events = base.data.results.flatMap((result) => decodeTokenEvents(result.logs ?? []));
  const tokens = [
    ...new Set(events.map((event) => event.token).filter((token) => token !== NATIVE_COIN_ADDRESS)),
  ];
  const spenders = [
    ...new Set(
      events.flatMap((event) =>
        event.kind === 'approval' ? [event.spender] : event.kind === 'approvalForAll' ? [event.operator] : [],
      ),
    ),
  ];
  const [infos, hasCode] = await Promise.all([tokenInfos(client, tokens), codes(client, spenders)]);
  const outcome = simulatedOutcome({ ...base.data, tokens: infos, hasCode });
  return {
    status: 'simulated',
    outcome,
    lines: outcomeLines(outcome, {
      ...(request.locale && { locale: request.locale }),
      ...(request.prices && { prices: request.prices }),
    }),
  };
}

/** A permit in typed data, decoded, its tokens named from the chain where it answers. */
export async function readPermit(
  client: PublicClient | undefined,
  typedData: unknown,
  locale?: string,
): Promise<SimulationReport | undefined> {
  const permit = decodePermit(typedData);
  if (!permit) return undefined;
  const tokens = client
    ? await tokenInfos(
        client,
        permit.tokens.map((entry) => entry.token),
      )
    : {};
  return { status: 'permit', permit, lines: permitLines(permit, { tokens, ...(locale && { locale }) }) };
}
