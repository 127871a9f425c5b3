import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import {
  type AccountType,
  type AccountTypeActor,
  accountTypeActorOf,
  selectAccountType,
  setPreferredAccountType,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

type Snapshot = ReturnType<AccountTypeActor['getSnapshot']> | undefined;
const selectType = (snapshot: Snapshot) => selectAccountType(snapshot).type;
const selectDeployed = (snapshot: Snapshot) => selectAccountType(snapshot).smartAccountDeployed;
const selectCanSwitch = (snapshot: Snapshot) => selectAccountType(snapshot).canSwitch;
const selectSwitching = (snapshot: Snapshot) => selectAccountType(snapshot).isSwitching;
const selectError = (snapshot: Snapshot) => selectAccountType(snapshot).error ?? null;

/**
 * The embedded wallet's account type (§3 preferredAccountType, smartAccountDeployed): `type` of the
 * eip155 account in use ('smartAccount' or 'eoa'; undefined unless the embedded wallet is connected
 * there), whether the smart account is deployed, whether the network lets the visitor switch, and
 * `setType` to switch (the choice is stored; the address changes). A failed switch leaves an EOA and
 * the secure site's `error`.
 */
export function useAccountType() {
  const modal = usePortico();
  const engine = useEngine();
  // The account type actor starts with the first connection: the root's snapshot finds it then.
  const actor = useSelector(engine?.actor, (root) => (root ? accountTypeActorOf(root) : undefined));
  const type = useSelector(actor, selectType);
  const smartAccountDeployed = useSelector(actor, selectDeployed);
  const canSwitch = useSelector(actor, selectCanSwitch);
  const isSwitching = useSelector(actor, selectSwitching);
  const error = useSelector(actor, selectError);
  const setType = useCallback(
    (accountType: AccountType, namespace?: string) => setPreferredAccountType(modal, accountType, namespace),
    [modal],
  );
  return { type, smartAccountDeployed, canSwitch, isSwitching, error, setType };
}
