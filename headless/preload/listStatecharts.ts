/**
 * A step of the engine's background load (see steps.ts): the network and wallet-list statecharts,
 * the root's remaining eager children.
 */
export { networkMachine } from '../../machines/network/network.machine.ts';
export { walletListMachine } from '../../machines/wallets/walletList.machine.ts';
