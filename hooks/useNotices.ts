import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Alert } from '../domain/errors.ts';
import type { PorticoEngine } from '../headless/engine.ts';
import type { NoticeVariant } from '../machines/modal/notices.events.ts';
import type { noticesMachine } from '../machines/modal/notices.machine.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngineSelector } from './useEngineSelector.ts';

type NoticesSnapshot = SnapshotFrom<typeof noticesMachine>;

const pickNotices = (engine: PorticoEngine) => engine.notices;
const selectOpen = (snapshot: NoticesSnapshot) => snapshot.context.open;
const selectVariant = (snapshot: NoticesSnapshot): NoticeVariant => snapshot.context.variant;
const selectMessage = (snapshot: NoticesSnapshot) => snapshot.context.message;
const selectAlert = (snapshot: NoticesSnapshot): Alert | null => snapshot.context.alert;

/**
 * The modal's snackbar and alert (§2). `snackbar` is the message on screen (success, loading, error,
 * info); a new one while one is open closes it and reopens 150 ms later. `alert` is set only in debug
 * mode, when its short message should be shown; every alert's long message is logged to the console.
 */
export function useNotices() {
  const modal = usePortico();
  const open = useEngineSelector(pickNotices, selectOpen, false);
  const variant = useEngineSelector(pickNotices, selectVariant, 'success');
  const message = useEngineSelector(pickNotices, selectMessage, '');
  const alert = useEngineSelector(pickNotices, selectAlert, null);
  const snackbar = useMemo(() => ({ open, variant, message }), [open, variant, message]);
  const actions = useMemo(
    () => ({
      showSnackbar: (next: { variant: NoticeVariant; message: string }) =>
        modal.engine?.notices.send({ type: 'notice.show', ...next }),
      closeSnackbar: () => modal.engine?.notices.send({ type: 'notice.close' }),
      closeAlert: () => modal.engine?.notices.send({ type: 'alert.close' }),
    }),
    [modal],
  );
  return { snackbar, alert, ...actions };
}
