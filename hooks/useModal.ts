import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  closeModal,
  goBack,
  openModal,
  pushView,
  type RouterSnapshot,
  replaceView,
  resetView,
  shakeModal,
  showIntent,
  type ViewEntry,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

const CONNECT: ViewEntry = { view: 'Connect' };
const NO_HISTORY: readonly ViewEntry[] = [];

const selectIsOpen = (snapshot: RouterSnapshot | undefined) => snapshot?.matches('open') ?? false;
const selectIsShaking = (snapshot: RouterSnapshot | undefined) =>
  snapshot?.matches({ open: 'shaking' }) ?? false;
const selectView = (snapshot: RouterSnapshot | undefined) => snapshot?.context.view ?? CONNECT;
const selectHistory = (snapshot: RouterSnapshot | undefined) => snapshot?.context.history ?? NO_HISTORY;
const selectIsConnected = (snapshot: RouterSnapshot | undefined) =>
  snapshot?.context.facts.isConnected ?? false;

/**
 * The modal's open state and navigation (§2): whether it is open, the view on screen with its data,
 * the views beneath it, and the actions to open, close and move between views. The §2 rules (what
 * opening shows, what back and close do) are applied by the router statechart, not here. Before the
 * engine has loaded the modal reads as closed on Connect; `open` loads it.
 */
export function useModal() {
  const modal = usePortico();
  const router = useEngine()?.router;
  const isOpen = useSelector(router, selectIsOpen);
  const isShaking = useSelector(router, selectIsShaking);
  const current = useSelector(router, selectView);
  const history = useSelector(router, selectHistory);
  const isConnected = useSelector(router, selectIsConnected);

  const actions = useMemo(
    () => ({
      open: (entry?: ViewEntry) => void openModal(modal, { entry }).catch(() => {}),
      close: () => closeModal(modal),
      back: () => goBack(modal),
      push: (entry: ViewEntry) => pushView(modal, entry),
      replace: (entry: ViewEntry) => replaceView(modal, entry),
      reset: (entry: ViewEntry) => resetView(modal, entry),
      shake: () => shakeModal(modal),
      // The cloud calls wait for this (or an open): call it when the visitor hovers or focuses the
      // control that opens the modal, so the wallet list is ready by the click.
      showIntent: () => void showIntent(modal).catch(() => {}),
    }),
    [modal],
  );

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
