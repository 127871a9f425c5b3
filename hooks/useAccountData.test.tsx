import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../headless/index.ts';
import { historyPages, PUSD_CONTRACT, TOKEN_BALANCES } from '../test-support/accountDataFixtures.ts';
import { stubCloud, testModal } from '../test-support/testing.tsx';
import { connectWallet, installFakeWallet } from '../test-support/testWallet.tsx';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useActivity } from './useActivity.ts';
import { useNfts } from './useNfts.ts';
import { useSend } from './useSend.ts';
import { useTokens } from './useTokens.ts';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let modal: PorticoModal | undefined;
let wallet: ReturnType<typeof installFakeWallet> | undefined;

afterEach(() => {
  cleanup();
  modal?.destroy();
  wallet?.uninstall();
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Hooks = {
  tokens: ReturnType<typeof useTokens>;
  activity: ReturnType<typeof useActivity>;
  nfts: ReturnType<typeof useNfts>;
  send: ReturnType<typeof useSend>;
};

/** The hooks' last render. */
const seen: { current?: Hooks | undefined } = {};

function Probe() {
  seen.current = { tokens: useTokens(), activity: useActivity(), nfts: useNfts(), send: useSend() };
  return null;
}

/** A real modal over the stubbed API with the fake wallet connected; `current` is the hooks' last render. */
async function connectedHooks(stub: Parameters<typeof stubCloud>[0] = {}) {
  window.localStorage.clear();
  wallet = installFakeWallet();
  const cloud = stubCloud({ tokenBalances: TOKEN_BALANCES, history: historyPages(Date.now()), ...stub });
  modal = testModal();
  seen.current = undefined;
  render(
    <PorticoProvider modal={modal}>
      <Probe />
    </PorticoProvider>,
  );
  await connectWallet(modal, wallet);
  const current = () => {
    if (!seen.current) throw new Error('not rendered');
    return seen.current;
  };
  return { cloud, current };
}

describe('account data hooks', () => {
  test('useTokens: the account network tokens, zero-decimal ones dropped (§5), 2 decimals (§9)', async () => {
    const { current } = await connectedHooks();
    await waitFor(() =>
      expect(current().tokens.tokens.map((token) => token.symbol)).toEqual(['ETH', 'PUSD']),
    );
    expect(current().tokens.rows.map((row) => [row.quantity, row.value])).toEqual([
      ['1.23', '3850.85'],
      ['1134.06', '1134.06'],
    ]);
    expect(current().tokens.error).toBeNull();
    expect(current().tokens.isLoading).toBe(false);
  });

  test("useTokens: a failed fetch says 'Token Balance Unavailable' and blocks retries (§4)", async () => {
    const { current, cloud } = await connectedHooks({ tokenBalances: 500 });
    await waitFor(() => expect(current().tokens.error).toBe('Token Balance Unavailable'));
    expect(current().tokens.isRetryBlocked).toBe(true);
    const asked = () =>
      cloud.fetchMock.mock.calls.filter(([input]) => String(input).includes('/balance')).length;
    const before = asked();
    act(() => current().tokens.refresh({ force: true }));
    expect(asked()).toBe(before);
  });

  test('useActivity: spam and other chains hidden (§5), pages on loadMore, pending badge (§2)', async () => {
    const { current } = await connectedHooks();
    await waitFor(() =>
      expect(current().activity.transactions.map((t) => t.id)).toEqual(['0xpending', '0xpet']),
    );
    expect(current().activity.pendingBadge).toBe(1);
    expect(current().activity.hasMore).toBe(true);
    act(() => current().activity.loadMore());
    await waitFor(() =>
      expect(current().activity.transactions.map((t) => t.id)).toEqual(['0xpending', '0xpet', '0xolder']),
    );
    expect(current().activity.hasMore).toBe(false);
  });

  test('useNfts: the NFTs the history brought in, spam never listed', async () => {
    const { current } = await connectedHooks();
    await waitFor(() => expect(current().nfts.nfts.map((nft) => nft.name)).toEqual(['Portico Pets #2']));
  });

  test("useSend: §5 'An amount and receiver address are required', then the wallet sends; Account follows", async () => {
    const { current } = await connectedHooks();
    await waitFor(() => expect(current().tokens.tokens).toHaveLength(2));
    // Judged as typed: the problem is there before any submit, and a submit of it is not sent.
    expect(current().send.problem).toBe('An amount and receiver address are required');
    expect(current().send.canReview).toBe(false);
    act(() => current().send.submit());
    expect(current().send.step).toBe('editing');
    expect(current().send.error).toBeNull();
    const pusd = current().tokens.tokens.find((token) => token.symbol === 'PUSD');
    act(() => {
      current().send.setToken(pusd);
      current().send.setAmount('5');
      current().send.setReceiver(RECEIVER);
    });
    expect(current().send.draft).toMatchObject({ sendTokenAmount: '5', receiverAddress: RECEIVER });
    expect(current().send.problem).toBeNull();
    expect(current().send.canReview).toBe(true);
    expect(wallet?.sent).toEqual([]);
    // Elsewhere in the modal: a successful send comes back to Account.
    act(() => modal?.open({ view: 'Networks' }));
    act(() => current().send.submit());
    await waitFor(() => expect(wallet?.sent).toHaveLength(1));
    expect(wallet?.sent[0]).toMatchObject({ to: PUSD_CONTRACT, value: '0x0' });
    // On success the draft resets (§4) and the root shows Account (§2).
    await waitFor(() => expect(current().send.draft.sendTokenAmount).toBeUndefined());
    expect(current().send.isSending).toBe(false);
    expect(modal?.engine?.router.getSnapshot().context.view.view).toBe('Account');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  test('useSend: a receiver typed as a name is its receiverProfileName once resolved to its address', async () => {
    const alice = {
      name: 'alice.reown.id',
      registered: 1,
      updated: 1,
      addresses: { [String(0x80000001)]: { address: RECEIVER, created: 1 } },
      attributes: {},
    };
    const { current } = await connectedHooks({ names: { 'alice.reown.id': alice } });
    await waitFor(() => expect(current().tokens.tokens).toHaveLength(2));
    act(() => {
      current().send.setToken(current().tokens.tokens.find((token) => token.symbol === 'PUSD'));
      current().send.setAmount('5');
      current().send.setReceiver('alice.reown.id');
    });
    // Looked up once typing pauses: meanwhile the draft cannot be reviewed.
    expect(current().send.isResolvingName).toBe(true);
    expect(current().send.canReview).toBe(false);
    expect(current().send.receiverProfileName).toBeNull();
    await waitFor(() => expect(current().send.canReview).toBe(true));
    expect(current().send.receiverProfileName).toBe('alice.reown.id');
    expect(current().send.resolvedAddress).toBe(RECEIVER);
    expect(current().send.isResolvingName).toBe(false);
    // Typing another receiver forgets the name.
    act(() => current().send.setReceiver(RECEIVER));
    expect(current().send.receiverProfileName).toBeNull();
  });
});
