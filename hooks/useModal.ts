import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { routerMachine } from '../machines/modal/router.machine.ts';
import type { ViewEntry } from '../machines/modal/views.ts';
import { usePortico } from './PorticoProvider.tsx';

type RouterSnapshot = SnapshotFrom<typeof routerMachine>;

const selectIsOpen = (snapshot: RouterSnapshot) => snapshot.matches('open');
const selectIsShaking = (snapshot: RouterSnapshot) => snapshot.matches({ open: 'shaking' });
const selectView = (snapshot: RouterSnapshot) => snapshot.context.view;
const selectHistory = (snapshot: RouterSnapshot) => snapshot.context.history;

/**
 * The modal's open state and navigation (§2): whether it is open, the view on screen with its data,
 * the views beneath it, and the actions to open, close and move between views. The §2 rules (what
 * opening shows, what back and close do) are applied by the router statechart, not here.
 */
export function useModal() {
  const { router, open, close } = usePortico();
  const isOpen = useSelector(router, selectIsOpen);
  const isShaking = useSelector(router, selectIsShaking);
  const current = useSelector(router, selectView);
  const history = useSelector(router, selectHistory);

  const actions = useMemo(
    () => ({
      open: (entry?: ViewEntry) => open(entry),
      close: () => close(),
      back: () => router.send({ type: 'router.back' }),
      push: (entry: ViewEntry) => router.send({ type: 'router.push', ...entry }),
      replace: (entry: ViewEntry) => router.send({ type: 'router.replace', ...entry }),
      reset: (entry: ViewEntry) => router.send({ type: 'router.reset', ...entry }),
      shake: () => router.send({ type: 'modal.shake' }),
    }),
    [router, open, close],
  );

  return {
    isOpen,
    isShaking,
    view: current.view,
    entry: current,
    history,
    canGoBack: history.length > 0,
    ...actions,
  };
}
