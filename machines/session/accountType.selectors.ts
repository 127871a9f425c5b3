/**
 * What the account type statechart's snapshot says (§3 account state preferredAccountType,
 * smartAccountDeployed): for the hook `useAccountType` and `getAccountType`.
 */
import type { SnapshotFrom } from 'xstate';
import type { AccountType } from '../../domain/accountTypes.ts';
import { isSmartAccountNetwork } from '../../domain/smartAccounts.ts';
import type { accountTypeMachine } from './accountType.machine.ts';

type AccountTypeSnapshot = SnapshotFrom<typeof accountTypeMachine>;

/** The account type of the embedded wallet's eip155 account, and what can be done with it. */
export interface AccountTypeState {
  /** The type of the account in use; undefined while the embedded wallet is not connected on eip155. */
  type: AccountType | undefined;
  /** §3 smartAccountDeployed: undefined unless the account is a smart account the frame told of. */
  smartAccountDeployed: boolean | undefined;
  /** The network is smart-account enabled and no switch runs: the visitor can switch type. */
  canSwitch: boolean;
  /** A switch (or the lookup before it) runs. */
  isSwitching: boolean;
  /** The frame's error of the last failed switch. */
  error: string | undefined;
}

/** The account type state of a snapshot (or none yet). */
export function selectAccountType(snapshot: AccountTypeSnapshot | undefined): AccountTypeState {
  const context = snapshot?.context;
  const current = context?.current;
  const deployed = current && context.deployed?.address === current.address ? context.deployed : undefined;
  return {
    type: current?.type,
    smartAccountDeployed: current?.type === 'smartAccount' ? deployed?.isDeployed : undefined,
    canSwitch:
      !!snapshot?.matches('ready') &&
      current !== undefined &&
      isSmartAccountNetwork(context?.enabledNetworks ?? [], context?.caipNetworkId),
    isSwitching:
      !!snapshot &&
      (['lookingUp', 'deciding', 'switching'] as const).some((state) => snapshot.matches(state)),
    error: context?.error,
  };
}
