/**
 * What a simulated request will do for the visitor's account, from the node's answer: the assets that
 * go out and come in (net, per token and per NFT), the other side's gain when the request is a plain
 * transfer to one address, a predicted revert and its reason, the approvals it grants, and the
 * contracts it creates. Pure: the engine runs the simulation and reads codes and token symbols, this
 * only reads what it got. Parse the input with `simulationInputSchema` first.
 */
import { isUnlimited } from './approvalAmounts.ts';
import { revertReason } from './revertReason.ts';
import type { SimulationInput, TokenInfo } from './simulationInput.ts';
import { decodeTokenEvents, NATIVE_COIN_ADDRESS, type Standard, type TokenEvent } from './tokenEvents.ts';

/** An amount of one asset: a coin or token amount in its smallest unit, or NFTs by id. */
export interface AssetAmount {
  standard: Standard;
  /** Lower-case contract address; 0xeeee…eeee for the native coin. */
  token: string;
  symbol?: string;
  decimals?: number;
  /** Always positive: the direction is where the amount is listed. For an ERC-721, 1. */
  amount: bigint;
  tokenId?: bigint;
}

export interface GrantedApproval {
  /** 'erc20': an allowance; 'erc721': one NFT; 'all': every NFT of the collection (setApprovalForAll). */
  scope: 'erc20' | 'erc721' | 'all';
  token: string;
  symbol?: string;
  decimals?: number;
  spender: string;
  amount?: bigint;
  tokenId?: bigint;
  unlimited: boolean;
  /** False when the spender holds no code: approvals go to contracts, one to a person is a scam's mark. */
  spenderIsContract?: boolean;
  /** setApprovalForAll(operator, false), or an allowance set to 0: access taken back. */
  revoked: boolean;
}

export interface SimulatedOutcome {
  outgoing: AssetAmount[];
  incoming: AssetAmount[];
  /** A plain transfer: everything that leaves goes to this one address, and nothing comes back. */
  counterpart?: { address: string; gains: AssetAmount[] };
  /** The first call that reverts (0-based, in request order) and why. */
  revert?: { callIndex: number; reason?: string };
  approvals: GrantedApproval[];
  /** Calls with no receiver: each deploys a contract. */
  contractsCreated: number;
}

const keyOf = (standard: Standard, token: string, tokenId?: bigint) =>
  `${standard}:${token}:${tokenId ?? ''}`;

function describe(
  input: SimulationInput,
  standard: Standard,
  token: string,
): Pick<AssetAmount, 'symbol' | 'decimals'> {
  if (standard === 'native')
    return { symbol: input.nativeCurrency.symbol, decimals: input.nativeCurrency.decimals };
  const info: TokenInfo | undefined = input.tokens?.[token];
  return {
    ...(info?.symbol !== undefined && { symbol: info.symbol }),
    ...(standard === 'erc20' && info?.decimals !== undefined && { decimals: info.decimals }),
  };
}

type Transfer = Extract<TokenEvent, { kind: 'transfer' }>;

/** Native coin moves the node did not trace as logs: each succeeded call's value. */
function untracedNativeTransfers(input: SimulationInput, account: string): Transfer[] {
  return input.calls.flatMap((call, index) => {
    const value = call.value ?? 0n;
    if (value === 0n || input.results[index]?.status !== 'success' || !call.to) return [];
    return [
      {
        kind: 'transfer' as const,
        standard: 'native' as const,
        token: NATIVE_COIN_ADDRESS,
        from: account,
        to: call.to.toLowerCase(),
        amount: value,
      },
    ];
  });
}

function netChanges(input: SimulationInput, account: string, transfers: Transfer[]) {
  const net = new Map<string, { standard: Standard; token: string; tokenId?: bigint; delta: bigint }>();
  for (const transfer of transfers) {
    const sign = (transfer.to === account ? 1n : 0n) - (transfer.from === account ? 1n : 0n);
    if (sign === 0n) continue;
    const key = keyOf(transfer.standard, transfer.token, transfer.tokenId);
    const entry = net.get(key) ?? {
      standard: transfer.standard,
      token: transfer.token,
      ...(transfer.tokenId !== undefined && { tokenId: transfer.tokenId }),
      delta: 0n,
    };
    entry.delta += sign * transfer.amount;
    net.set(key, entry);
  }
  const outgoing: AssetAmount[] = [];
  const incoming: AssetAmount[] = [];
  for (const { delta, ...asset } of net.values()) {
    if (delta === 0n) continue;
    const amount: AssetAmount = {
      ...asset,
      ...describe(input, asset.standard, asset.token),
      amount: delta < 0n ? -delta : delta,
    };
    (delta < 0n ? outgoing : incoming).push(amount);
  }
  return { outgoing, incoming };
}

function counterpartOf(
  input: SimulationInput,
  account: string,
  transfers: Transfer[],
  incoming: AssetAmount[],
) {
  const sent = transfers.filter((transfer) => transfer.from === account && transfer.to !== account);
  const receivers = new Set(sent.map((transfer) => transfer.to));
  const [address] = receivers;
  if (receivers.size !== 1 || address === undefined || incoming.length) return undefined;
  const gains = new Map<string, AssetAmount>();
  for (const transfer of sent) {
    const key = keyOf(transfer.standard, transfer.token, transfer.tokenId);
    const gain = gains.get(key);
    if (gain) gain.amount += transfer.amount;
    else
      gains.set(key, {
        standard: transfer.standard,
        token: transfer.token,
        ...(transfer.tokenId !== undefined && { tokenId: transfer.tokenId }),
        ...describe(input, transfer.standard, transfer.token),
        amount: transfer.amount,
      });
  }
  return { address, gains: [...gains.values()] };
}

function approvalsOf(input: SimulationInput, account: string, events: TokenEvent[]): GrantedApproval[] {
  const spenderIsContract = (spender: string) => {
    const known = input.hasCode?.[spender];
    return known === undefined ? {} : { spenderIsContract: known };
  };
  // An allowance set twice (approve, then spent by transferFrom, which writes the rest as a new
  // Approval) is one grant: its last value is what the spender keeps.
  const last = new Map<string, TokenEvent>();
  for (const event of events) {
    if (event.kind === 'approval')
      last.set(
        `${event.standard}:${event.token}:${event.spender}:${event.standard === 'erc721' ? event.tokenId : ''}`,
        event,
      );
    else if (event.kind === 'approvalForAll') last.set(`all:${event.token}:${event.operator}`, event);
  }
  return [...last.values()].flatMap((event): GrantedApproval[] => {
    if (event.kind === 'approvalForAll') {
      if (event.owner !== account) return [];
      return [
        {
          scope: 'all',
          token: event.token,
          ...describe(input, 'erc721', event.token),
          spender: event.operator,
          unlimited: event.approved,
          revoked: !event.approved,
          ...spenderIsContract(event.operator),
        },
      ];
    }
    if (event.kind !== 'approval' || event.owner !== account) return [];
    if (event.standard === 'erc721') {
      return [
        {
          scope: 'erc721',
          token: event.token,
          ...describe(input, 'erc721', event.token),
          spender: event.spender,
          tokenId: event.tokenId,
          unlimited: false,
          revoked: false,
          ...spenderIsContract(event.spender),
        },
      ];
    }
    return [
      {
        scope: 'erc20',
        token: event.token,
        ...describe(input, 'erc20', event.token),
        spender: event.spender,
        amount: event.amount,
        unlimited: isUnlimited(event.amount),
        revoked: event.amount === 0n,
        ...spenderIsContract(event.spender),
      },
    ];
  });
}

/** The outcome of a simulated request for `input.account`. */
export function simulatedOutcome(input: SimulationInput): SimulatedOutcome {
  const account = input.account.toLowerCase();
  const events = input.results.flatMap((result) => decodeTokenEvents(result.logs ?? []));
  const traced = events.filter((event): event is Transfer => event.kind === 'transfer');
  const nativeTraced = traced.some((transfer) => transfer.standard === 'native');
  const transfers = nativeTraced ? traced : [...traced, ...untracedNativeTransfers(input, account)];
  const { outgoing, incoming } = netChanges(input, account, transfers);
  const counterpart = counterpartOf(input, account, transfers, incoming);
  const failed = input.results.findIndex((result) => result.status === 'failure');
  const reason = failed >= 0 ? revertReason(input.results[failed]?.data) : undefined;
  return {
    outgoing,
    incoming,
    ...(counterpart && { counterpart }),
    ...(failed >= 0 && { revert: { callIndex: failed, ...(reason !== undefined && { reason }) } }),
    approvals: approvalsOf(input, account, events),
    contractsCreated: input.calls.filter((call) => !call.to).length,
  };
}
