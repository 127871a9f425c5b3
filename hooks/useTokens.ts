import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type ModalSnapshot,
  refreshTokenBalances,
  selectIsLoadingTokens,
  selectIsTokenRetryBlocked,
  selectTokens,
  selectTokensError,
  type TokenBalance,
  type TokenBalancesSnapshot,
  tokenBalanceRowOf,
  tokenBalancesActorOf,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

type Snapshot = TokenBalancesSnapshot | undefined;
const NO_TOKENS: TokenBalance[] = [];
const selectActor = (root: ModalSnapshot | undefined) => (root ? tokenBalancesActorOf(root) : undefined);
const selectList = (snapshot: Snapshot) => (snapshot ? selectTokens(snapshot) : NO_TOKENS);
const selectLoading = (snapshot: Snapshot) => (snapshot ? selectIsLoadingTokens(snapshot) : false);
const selectError = (snapshot: Snapshot) => (snapshot ? (selectTokensError(snapshot) ?? null) : null);
const selectBlocked = (snapshot: Snapshot) => (snapshot ? selectIsTokenRetryBlocked(snapshot) : false);

/**
 * The connected account's token balances on its network (§3 Token balance; Account's Tokens tab and
 * the send flow's token list), for eip155 and solana (§6): `tokens` as the API gave them (zero-decimal
 * ones dropped, §5), `rows` with quantity and worth in 2 decimals (§9), `isLoading` for the first
 * fetch, `error` ('Token Balance Unavailable') and `isRetryBlocked` for the 30 s after a failure (§4),
 * and `refresh({ force })` (a list younger than 30 s is kept unless forced).
 */
export function useTokens() {
  const modal = usePortico();
  const actor = useSelector(useEngine()?.actor, selectActor);
  const tokens = useSelector(actor, selectList);
  const isLoading = useSelector(actor, selectLoading);
  const error = useSelector(actor, selectError);
  const isRetryBlocked = useSelector(actor, selectBlocked);
  const rows = useMemo(() => tokens.map(tokenBalanceRowOf), [tokens]);
  const refresh = useMemo(
    () => (options?: { force?: boolean }) => refreshTokenBalances(modal, options),
    [modal],
  );
  return { tokens, rows, isLoading, error, isRetryBlocked, refresh };
}
