/**
 * A small actor system for the panel's tests (never shipped): a root machine that forwards wallet
 * events to its connection child, takes one-time codes, and runs a promise actor that never settles.
 */
import { assign, createActor, fromPromise, sendTo, setup } from 'xstate';

type ConnectionEvent =
  | { type: 'wallet.connect' }
  | { type: 'wallet.connected'; address: string }
  | { type: 'wallet.disconnect' };

export const connectionMachine = setup({
  types: { events: {} as ConnectionEvent },
}).createMachine({
  id: 'connection',
  initial: 'disconnected',
  states: {
    disconnected: { on: { 'wallet.connect': 'connecting' } },
    connecting: { on: { 'wallet.connected': 'connected', 'wallet.disconnect': 'disconnected' } },
    connected: { on: { 'wallet.disconnect': 'disconnected' } },
  },
});

type DemoEvent = ConnectionEvent | { type: 'otp.submit'; code: string };

export const demoMachine = setup({
  types: { events: {} as DemoEvent, context: {} as { codesSubmitted: number } },
  actors: {
    connection: connectionMachine,
    // Stands for an effect in flight: a promise actor has no statechart to draw.
    lookup: fromPromise(() => new Promise<string>(() => {})),
  },
}).createMachine({
  id: 'demo',
  context: { codesSubmitted: 0 },
  invoke: [
    { id: 'connection:eip155', systemId: 'connection:eip155', src: 'connection' },
    { id: 'lookup', src: 'lookup' },
  ],
  initial: 'ready',
  states: {
    ready: {
      on: {
        'wallet.*': { actions: sendTo('connection:eip155', ({ event }) => event) },
        'otp.submit': { actions: assign({ codesSubmitted: ({ context }) => context.codesSubmitted + 1 }) },
      },
    },
  },
});

export function startDemoSystem() {
  return createActor(demoMachine).start();
}
