/**
 * `portico/machines`: each machine with its input type, and the selectors as functions of its
 * snapshot, so a custom engine or test can start a machine and read it with no cast.
 */

import { describe, expectTypeOf, test } from 'vitest';
import type { ActorRefFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { Network } from '../domain/networks.ts';
import {
  type NetworkSnapshot,
  type NoticesInput,
  type noticesMachine,
  type RouterInput,
  type routerMachine,
  type SendInput,
  type SendSnapshot,
  type SendStep,
  selectActiveNetwork,
  selectAllWallets,
  selectIsSwitching,
  selectSendStep,
  selectSwitchError,
  type sendMachine,
  type TokenBalancesInput,
  type tokenBalancesMachine,
  type WalletListSnapshot,
} from './index.ts';

describe('machines and their inputs', () => {
  test('InputFrom each machine is its exported input type', () => {
    expectTypeOf<InputFrom<typeof sendMachine>>().toEqualTypeOf<SendInput>();
    expectTypeOf<InputFrom<typeof tokenBalancesMachine>>().toEqualTypeOf<TokenBalancesInput>();
    // The router and the notices may start with no input: xstate's InputFrom leaves that undefined out.
    expectTypeOf<InputFrom<typeof routerMachine>>().toEqualTypeOf<NonNullable<RouterInput>>();
    expectTypeOf<undefined>().toExtend<RouterInput>();
    expectTypeOf<InputFrom<typeof noticesMachine>>().toEqualTypeOf<NonNullable<NoticesInput>>();
    expectTypeOf<NoticesInput>().toEqualTypeOf<{ debug?: boolean } | undefined>();
  });

  test('a snapshot type is the machine snapshot, so its actor refs read with the selectors', () => {
    expectTypeOf<SnapshotFrom<typeof sendMachine>>().toEqualTypeOf<SendSnapshot>();
    const send = {} as ActorRefFrom<typeof sendMachine>;
    expectTypeOf(selectSendStep(send.getSnapshot())).toEqualTypeOf<SendStep>();
  });
});

describe('selectors', () => {
  test('take the snapshot of their machine and return a plain value', () => {
    expectTypeOf(selectActiveNetwork).parameters.toEqualTypeOf<[NetworkSnapshot]>();
    expectTypeOf(selectActiveNetwork).returns.toEqualTypeOf<Network | undefined>();
    expectTypeOf(selectIsSwitching).returns.toBeBoolean();
    expectTypeOf(selectSwitchError).returns.toEqualTypeOf<string | undefined>();
    expectTypeOf(selectAllWallets).parameters.toEqualTypeOf<[WalletListSnapshot]>();
  });

  test('a selector refuses another machine snapshot', () => {
    const send = {} as SendSnapshot;
    // @ts-expect-error the network selectors read the network's snapshot, not the send's
    selectActiveNetwork(send);
    // @ts-expect-error nor undefined: a hook reads `snapshot ? select(snapshot) : fallback`
    selectIsSwitching(undefined);
  });
});
