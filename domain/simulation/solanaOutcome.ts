/**
 * What a simulated Solana request (one transaction or several) will do for the visitor's account, in
 * the same outcome as on EVM (outcome.ts): the SOL and SPL tokens that go out and come in, net over
 * the request, the receiver's gain when everything goes to one wallet and nothing comes back, and the first transaction
 * predicted to fail with its reason. Read from the balances before and after each simulation, not
 * from the instructions, so a program's own moves count as much as a plain transfer. The network fee
 * is left out of what goes out, as gas is on EVM. Pure: parse the input with
 * `solanaSimulationInputSchema` first.
 */
import type { AssetAmount, SimulatedOutcome } from './outcome.ts';
import { solanaFailureReason } from './solanaFailureReason.ts';
import type { SolanaSimulationInput, WatchedAccount } from './solanaSimulationInput.ts';
import { SYSTEM_PROGRAM, tokenAccountOf } from './splToken.ts';

/** The native coin's key among the assets: Solana has no address for it. */
export const NATIVE_SOL = 'native';

interface Delta {
  standard: 'native' | 'spl';
  token: string;
  delta: bigint;
}

const keyOf = (standard: Delta['standard'], token: string) => `${standard}:${token}`;

function add(into: Map<string, Delta>, standard: Delta['standard'], token: string, delta: bigint): void {
  if (delta === 0n) return;
  const key = keyOf(standard, token);
  const entry = into.get(key) ?? { standard, token, delta: 0n };
  entry.delta += delta;
  into.set(key, entry);
}

/** The visitor's own changes and the others' gains that one watched account shows. */
function readAccount(
  watched: WatchedAccount,
  account: string,
  mine: Map<string, Delta>,
  gains: Map<string, Map<string, Delta>>,
): void {
  const gainsOf = (wallet: string) => {
    const found = gains.get(wallet) ?? new Map<string, Delta>();
    gains.set(wallet, found);
    return found;
  };
  const lamports = (watched.after?.lamports ?? 0n) - (watched.before?.lamports ?? 0n);
  if (watched.address === account) add(mine, 'native', NATIVE_SOL, lamports);
  else if (lamports > 0n && (watched.after ?? watched.before)?.owner === SYSTEM_PROGRAM)
    // A wallet's own SOL; the rent that a new token account holds is not a person's gain.
    add(gainsOf(watched.address), 'native', NATIVE_SOL, lamports);
  const before = tokenAccountOf(watched.before);
  const after = tokenAccountOf(watched.after);
  const token = after ?? before;
  if (!token) return;
  const amount = (after?.amount ?? 0n) - (before?.amount ?? 0n);
  if (token.owner === account) add(mine, 'spl', token.mint, amount);
  else if (amount > 0n) add(gainsOf(token.owner), 'spl', token.mint, amount);
}

function assetOf(input: SolanaSimulationInput, { standard, token }: Delta, amount: bigint): AssetAmount {
  if (standard === 'native')
    return {
      standard,
      token,
      symbol: input.nativeCurrency.symbol,
      decimals: input.nativeCurrency.decimals,
      amount,
    };
  const info = input.mints?.[token];
  return {
    standard,
    token,
    ...(info?.symbol !== undefined && { symbol: info.symbol }),
    ...(info?.decimals !== undefined && { decimals: info.decimals }),
    amount,
  };
}

/** The outcome of a simulated Solana request for `input.account`. */
export function solanaSimulatedOutcome(input: SolanaSimulationInput): SimulatedOutcome {
  const { account } = input;
  const mine = new Map<string, Delta>();
  const gains = new Map<string, Map<string, Delta>>();
  let revert: SimulatedOutcome['revert'];
  // Anything that comes back in any transaction: then it is an exchange, not a plain transfer.
  let receivedAny = false;
  for (const [index, transaction] of input.transactions.entries()) {
    if (transaction.err !== null) {
      revert ??= { callIndex: index, reason: solanaFailureReason(transaction.err, transaction.logs) };
      continue;
    }
    const changes = new Map<string, Delta>();
    for (const watched of transaction.accounts) readAccount(watched, account, changes, gains);
    // The fee leaves too, but it is the network's price, shown apart as gas is.
    if (transaction.feePayer === account) add(changes, 'native', NATIVE_SOL, transaction.fee);
    for (const change of changes.values()) {
      if (change.delta > 0n) receivedAny = true;
      add(mine, change.standard, change.token, change.delta);
    }
  }
  const outgoing: AssetAmount[] = [];
  const incoming: AssetAmount[] = [];
  for (const delta of mine.values()) {
    if (delta.delta < 0n) outgoing.push(assetOf(input, delta, -delta.delta));
    else if (delta.delta > 0n) incoming.push(assetOf(input, delta, delta.delta));
  }
  const receivers = [...gains.entries()].filter(([, assets]) => assets.size > 0);
  const [receiver] = receivers;
  const counterpart =
    receivers.length === 1 && receiver && outgoing.length && !receivedAny
      ? {
          address: receiver[0],
          gains: [...receiver[1].values()].map((delta) => assetOf(input, delta, delta.delta)),
        }
      : undefined;
  return {
    outgoing,
    incoming,
    ...(counterpart && { counterpart }),
    ...(revert && { revert }),
    approvals: [],
    contractsCreated: 0,
  };
}
