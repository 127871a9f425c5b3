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

interface ModalState {
  isOpen: boolean;
  isShaking: boolean;
  current: ViewEntry;
  history: readonly ViewEntry[];
  isConnected: boolean;
}

/** What the hook reads of the router, in one selection: one subscription per component, not five. */
const selectModalState = (snapshot: RouterSnapshot | undefined): ModalState => ({
  isOpen: snapshot?.matches('open') ?? false,
  isShaking: snapshot?.matches({ open: 'shaking' }) ?? false,
  current: snapshot?.context.view ?? CONNECT,
  history: snapshot?.context.history ?? NO_HISTORY,
  isConnected: snapshot?.context.facts.isConnected ?? false,
});

const sameModalState = (a: ModalState, b: ModalState) =>
  a.isOpen === b.isOpen &&
  a.isShaking === b.isShaking &&
  a.current === b.current &&
  a.history === b.history &&
  a.isConnected === b.isConnected;

/**
 * The modal's open state and navigation (§2): whether it is open, the view on screen with its data,
 * the views beneath it, and the actions to open, close and move between views. The §2 rules (what
 * opening shows, what back and close do) are applied by the router statechart, not here. Before the
 * engine has loaded the modal reads as closed on Connect; `open` loads it.
 */
export function useModal() {
  const modal = usePortico();
  const router = useEngine()?.router;
  const { isOpen, isShaking, current, history, isConnected } = useSelector(
    router,
    selectModalState,
    sameModalState,
  );

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
