import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PorticoEngine } from '../headless/engine.ts';
import type { routerMachine } from '../machines/modal/router.machine.ts';
import type { ViewEntry } from '../machines/modal/views.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngineSelector } from './useEngineSelector.ts';

type RouterSnapshot = SnapshotFrom<typeof routerMachine>;

const CONNECT: ViewEntry = { view: 'Connect' };
const NO_HISTORY: readonly ViewEntry[] = [];

const pickRouter = (engine: PorticoEngine) => engine.router;
const selectIsOpen = (snapshot: RouterSnapshot) => snapshot.matches('open');
const selectIsShaking = (snapshot: RouterSnapshot) => snapshot.matches({ open: 'shaking' });
const selectView = (snapshot: RouterSnapshot) => snapshot.context.view;
const selectHistory = (snapshot: RouterSnapshot) => snapshot.context.history;
const selectIsConnected = (snapshot: RouterSnapshot) => snapshot.context.facts.isConnected;

/**
 * The modal's open state and navigation (§2): whether it is open, the view on screen with its data,
 * the views beneath it, and the actions to open, close and move between views. The §2 rules (what
 * opening shows, what back and close do) are applied by the router statechart, not here. Before the
 * engine has loaded the modal reads as closed on Connect; `open` loads it.
 */
export function useModal() {
  const modal = usePortico();
  const isOpen = useEngineSelector(pickRouter, selectIsOpen, false);
  const isShaking = useEngineSelector(pickRouter, selectIsShaking, false);
  const current = useEngineSelector(pickRouter, selectView, CONNECT);
  const history = useEngineSelector(pickRouter, selectHistory, NO_HISTORY);
  // Whether any wallet is connected: the fact the §2 open and back rules read (details: useAccount).
  const isConnected = useEngineSelector(pickRouter, selectIsConnected, false);

  const actions = useMemo(() => {
    const send = (event: Parameters<PorticoEngine['router']['send']>[0]) => modal.engine?.router.send(event);
    return {
      open: (entry?: ViewEntry) => modal.open(entry),
      close: () => modal.close(),
      back: () => send({ type: 'router.back' }),
      push: (entry: ViewEntry) => send({ type: 'router.push', ...entry }),
      replace: (entry: ViewEntry) => send({ type: 'router.replace', ...entry }),
      reset: (entry: ViewEntry) => send({ type: 'router.reset', ...entry }),
      shake: () => send({ type: 'modal.shake' }),
    };
  }, [modal]);

  return {
    isOpen,
    isShaking,
    isConnected,
    view: current.view,
    entry: current,
    history,
    canGoBack: history.length > 0,
    ...actions,
  };
}
