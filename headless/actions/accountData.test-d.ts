/**
 * The Account view's reads and refreshes that need nothing but the modal: the activity's next page and
 * refresh, and the embedded wallet's account type. Each takes an optional object after the modal,
 * typed by its `…Parameters`, and returns its `…ReturnType`.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type AccountTypeState,
  type GetAccountTypeParameters,
  type GetAccountTypeReturnType,
  getAccountType,
  type LoadMoreActivityParameters,
  type LoadMoreActivityReturnType,
  loadMoreActivity,
  type PorticoModal,
  type RefreshActivityParameters,
  type RefreshActivityReturnType,
  type RefreshTokenBalancesParameters,
  refreshActivity,
  refreshTokenBalances,
} from '../index.ts';

declare const modal: PorticoModal;

describe('the activity', () => {
  test('loadMoreActivity and refreshActivity take an optional object and return nothing', () => {
    expectTypeOf(loadMoreActivity).parameters.toEqualTypeOf<[PorticoModal, LoadMoreActivityParameters?]>();
    expectTypeOf<LoadMoreActivityParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(loadMoreActivity).returns.toEqualTypeOf<LoadMoreActivityReturnType>();
    expectTypeOf<LoadMoreActivityReturnType>().toBeVoid();
    expectTypeOf(refreshActivity).parameters.toEqualTypeOf<[PorticoModal, RefreshActivityParameters?]>();
    expectTypeOf<RefreshActivityParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(refreshActivity).returns.toEqualTypeOf<RefreshActivityReturnType>();
    expectTypeOf<RefreshActivityReturnType>().toBeVoid();
  });

  test('only the token balances take `force` today; the activity has no option yet', () => {
    expectTypeOf<RefreshTokenBalancesParameters>().toEqualTypeOf<{ force?: boolean }>();
    refreshTokenBalances(modal, { force: true });
    refreshActivity(modal);
    refreshActivity(modal, {});
    // @ts-expect-error the activity has no cache to force past
    refreshActivity(modal, { force: true });
  });
});

describe('getAccountType', () => {
  test('takes an optional object and returns the eip155 account type state', () => {
    expectTypeOf(getAccountType).parameters.toEqualTypeOf<[PorticoModal, GetAccountTypeParameters?]>();
    expectTypeOf<GetAccountTypeParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getAccountType).returns.toEqualTypeOf<GetAccountTypeReturnType>();
    expectTypeOf<GetAccountTypeReturnType>().toEqualTypeOf<AccountTypeState>();
  });
});
