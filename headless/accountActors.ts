/**
 * The actors a visitor needs only once a wallet connects or is restored: the connection of each
 * namespace, its native balances, the multi-wallet list and the Account view's data (token balances,
 * activity, send) and the approval of the embedded wallet's requests. A chunk of its own (the engine's `loadAccountActors` imports it
 * on the first connection), so opening the modal on a first visit does not download them.
 */

export { balancesMachine } from '../machines/balances/balances.machine.ts';
export { connectionMachine } from '../machines/connection/connection.machine.ts';
export { walletsMachine } from '../machines/connection/wallets.machine.ts';
export { approvalMachine } from '../machines/embedded/approval.machine.ts';
export { accountRules } from '../machines/modal/accountRules.ts';
export { appSessionsMachine } from '../machines/pairing/appSessions.machine.ts';
export { accountDataLogic } from './accountData/index.ts';
export { balanceActors } from './balanceActors.ts';
export { connectionActors } from './connectionActors.ts';
export { providePairing } from './pairing.ts';
