/**
 * The account session and what it needs only once a wallet connects or is restored: its children's
 * effects (connections, balances, pairing, the Account view's data). A chunk of its own (the engine's
 * `loadAccountSession` imports it on the first connection), so opening the modal on a first visit does
 * not download it.
 */

export { balancesMachine } from '../machines/balances/balances.machine.ts';
export { connectionMachine } from '../machines/connection/connection.machine.ts';
export { accountSessionMachine } from '../machines/session/accountSession.machine.ts';
export { accountDataLogic } from './accountData/index.ts';
export { provideAccountType } from './accountTypeEffects.ts';
export { balanceActors } from './balanceActors.ts';
export { connectionActors } from './connectionActors.ts';
export { providePairing } from './pairing.ts';
