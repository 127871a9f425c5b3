import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type Alert,
  closeAlert,
  closeSnackbar,
  type NoticesSnapshot,
  type NoticeTransaction,
  type NoticeVariant,
  showSnackbar,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

type Snapshot = NoticesSnapshot | undefined;
const selectOpen = (snapshot: Snapshot) => snapshot?.context.open ?? false;
const selectVariant = (snapshot: Snapshot): NoticeVariant => snapshot?.context.variant ?? 'success';
const selectMessage = (snapshot: Snapshot) => snapshot?.context.message ?? '';
const selectId = (snapshot: Snapshot) => snapshot?.context.id ?? 0;
const selectTransaction = (snapshot: Snapshot): NoticeTransaction | undefined =>
  snapshot?.context.transaction;
const selectAlert = (snapshot: Snapshot): Alert | null => snapshot?.context.alert ?? null;

/**
 * The modal's snackbar and alert (§2). `snackbar` is the message on screen (success, loading, error,
 * info), with its `id` and, after a send, a swap or a purchase, its `transaction` (hash, explorer page);
 * a new one while one is open closes it and reopens 150 ms later. `alert` is set only in debug
 * mode, when its short message should be shown; every alert's long message is logged to the console.
 */
export function useNotices() {
  const modal = usePortico();
  const notices = useEngine()?.notices;
  const open = useSelector(notices, selectOpen);
  const variant = useSelector(notices, selectVariant);
  const message = useSelector(notices, selectMessage);
  const id = useSelector(notices, selectId);
  const transaction = useSelector(notices, selectTransaction);
  const alert = useSelector(notices, selectAlert);
  const snackbar = useMemo(
    () => ({ id, open, variant, message, transaction }),
    [id, open, variant, message, transaction],
  );
  const actions = useMemo(
    () => ({
      showSnackbar: (next: { variant: NoticeVariant; message: string }) => showSnackbar(modal, next),
      /** Close the snackbar; with the notice's `id`, only while that notice is still the one shown. */
      closeSnackbar: (id?: number) => closeSnackbar(modal, id === undefined ? {} : { id }),
      closeAlert: () => closeAlert(modal),
    }),
    [modal],
  );
  return { snackbar, alert, ...actions };
}
