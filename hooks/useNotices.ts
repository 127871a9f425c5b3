import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { NoticeVariant } from '../machines/modal/notices.events.ts';
import type { noticesMachine } from '../machines/modal/notices.machine.ts';
import { usePortico } from './PorticoProvider.tsx';

type NoticesSnapshot = SnapshotFrom<typeof noticesMachine>;

const selectOpen = (snapshot: NoticesSnapshot) => snapshot.context.open;
const selectVariant = (snapshot: NoticesSnapshot) => snapshot.context.variant;
const selectMessage = (snapshot: NoticesSnapshot) => snapshot.context.message;
const selectAlert = (snapshot: NoticesSnapshot) => snapshot.context.alert;

/**
 * The modal's snackbar and alert (§2). `snackbar` is the message on screen (success, loading, error,
 * info); a new one while one is open closes it and reopens 150 ms later. `alert` is set only in debug
 * mode, when its short message should be shown; every alert's long message is logged to the console.
 */
export function useNotices() {
  const { notices } = usePortico();
  const open = useSelector(notices, selectOpen);
  const variant = useSelector(notices, selectVariant);
  const message = useSelector(notices, selectMessage);
  const alert = useSelector(notices, selectAlert);
  const snackbar = useMemo(() => ({ open, variant, message }), [open, variant, message]);
  const actions = useMemo(
    () => ({
      showSnackbar: (next: { variant: NoticeVariant; message: string }) =>
        notices.send({ type: 'notice.show', ...next }),
      closeSnackbar: () => notices.send({ type: 'notice.close' }),
      closeAlert: () => notices.send({ type: 'alert.close' }),
    }),
    [notices],
  );
  return { snackbar, alert, ...actions };
}
