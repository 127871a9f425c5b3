/**
 * The wallet list's actions that need nothing but the modal (load, next page, retry): each takes an
 * optional object after the modal, typed by its `…Parameters`, and resolves with its `…ReturnType`
 * once the wallet list was asked (the engine may load first).
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type LoadMoreWalletsParameters,
  type LoadMoreWalletsReturnType,
  type LoadWalletListParameters,
  type LoadWalletListReturnType,
  loadMoreWallets,
  loadWalletList,
  type PorticoModal,
  type RetryWalletListParameters,
  type RetryWalletListReturnType,
  retryWalletList,
  type SearchWalletsParameters,
  searchWallets,
} from '../index.ts';

declare const modal: PorticoModal;

describe('loading the directory', () => {
  test('loadWalletList, loadMoreWallets and retryWalletList take an optional object, resolve with nothing', () => {
    expectTypeOf(loadWalletList).parameters.toEqualTypeOf<[PorticoModal, LoadWalletListParameters?]>();
    expectTypeOf<LoadWalletListParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(loadWalletList).returns.toEqualTypeOf<Promise<LoadWalletListReturnType>>();
    expectTypeOf<LoadWalletListReturnType>().toBeVoid();
    expectTypeOf(loadMoreWallets).parameters.toEqualTypeOf<[PorticoModal, LoadMoreWalletsParameters?]>();
    expectTypeOf<LoadMoreWalletsParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(loadMoreWallets).returns.toEqualTypeOf<Promise<LoadMoreWalletsReturnType>>();
    expectTypeOf<LoadMoreWalletsReturnType>().toBeVoid();
    expectTypeOf(retryWalletList).parameters.toEqualTypeOf<[PorticoModal, RetryWalletListParameters?]>();
    expectTypeOf<RetryWalletListParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(retryWalletList).returns.toEqualTypeOf<Promise<RetryWalletListReturnType>>();
    expectTypeOf<RetryWalletListReturnType>().toBeVoid();
  });

  test('a query is searchWallets’ own: the paged list takes none', () => {
    expectTypeOf<SearchWalletsParameters>().toEqualTypeOf<{ query: string }>();
    void searchWallets(modal, { query: 'rain' });
    void loadWalletList(modal);
    void loadMoreWallets(modal, {});
    // @ts-expect-error the paged list is not searched; that is searchWallets
    void loadWalletList(modal, { query: 'rain' });
  });
});
