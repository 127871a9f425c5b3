/**
 * Wagmi's `connect()` for Portico: the visitor chooses the wallet in Portico's modal. The modal
 * already handles every way in (wallets in the page, pairing, email) and its own failures (it shows
 * them and lets the visitor try again), so wagmi only waits for the outcome: an eip155 connection, or
 * the modal closed without one.
 */
import { UserRejectedRequestError } from 'viem';
import {
  type GetAccountReturnType,
  getAccount,
  openModal,
  PorticoError,
  type PorticoModal,
  watchAccount,
} from '../headless/index.ts';

const EVM = { namespace: 'eip155' } as const;

/** Resolves with the first eip155 account reading that `done` accepts (now, or after a change). */
export function untilEvmAccount(
  modal: PorticoModal,
  done: (account: GetAccountReturnType) => boolean,
): Promise<GetAccountReturnType> {
  return new Promise((resolve) => {
    let finished = false;
    const stop = watchAccount(modal, {
      ...EVM,
      onChange(account) {
        if (finished || !done(account)) return;
        finished = true;
        resolve(account);
        // The first call may come from inside watchAccount, before `stop` is assigned.
        queueMicrotask(() => stop());
      },
    });
  });
}

/**
 * Open Portico's modal (loading the engine if needed) and wait for the visitor. Resolves with the
 * eip155 account once one is connected; rejects with viem's UserRejectedRequestError (4001, its cause
 * Portico's 'Modal closed') when the modal is closed while nothing is connected or connecting there.
 */
export async function connectThroughModal(modal: PorticoModal): Promise<GetAccountReturnType> {
  // On Connect even when another namespace is connected (the §2 default would then be Account).
  await openModal(modal, { entry: { view: 'Connect' } });
  const engine = modal.engine ?? (await modal.load());
  return new Promise((resolve, reject) => {
    const settle = () => {
      const account = getAccount(modal, EVM);
      if (account.isConnected) {
        stop();
        resolve(account);
      } else if (account.status === 'disconnected' && engine.router.getSnapshot().matches('closed')) {
        stop();
        reject(new UserRejectedRequestError(PorticoError.of('modalClosed')));
      }
    };
    // The account is in the root's context; the open state is the router's.
    const subscriptions = [engine.actor.subscribe(settle), engine.router.subscribe(settle)];
    const stop = () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
    settle();
  });
}
