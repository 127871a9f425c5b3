import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  createNameRegistration,
  keepWhileStacked,
  type NameRegistration,
  selectIsRegistering,
  selectNameAvailable,
  selectNameRegistrationError,
  selectNameRegistrationStatus,
  selectNameSuggestions,
  selectRegisteredName,
  selectTypedName,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

/** Registrations whose view is under ApproveTransaction (kept until it leaves the stack). */
const registrations = keepWhileStacked<NameRegistration>('RegisterAccountName');

/**
 * Register an account name (§4), for the RegisterAccountName view of a custom UI or the default one:
 * `setName(text)` as the person types (availability and suggestions follow once typing pauses),
 * `register(name)` for the typed name or a suggestion. `isRegistering` is the §3 loading flag;
 * `error` the §8 text of the last failure (also shown in the snackbar). On success the view is
 * replaced with RegisterAccountNameSuccess and `registeredName` is set. The registration lives while
 * the component using this hook is mounted, and while RegisterAccountName is still in the modal's
 * stack under the ApproveTransaction of the embedded wallet's signature: the view takes it back.
 */
export function useNameRegistration() {
  const modal = usePortico();
  const [registration, setRegistration] = useState<NameRegistration>();
  useEffect(() => {
    let current = true;
    let created = registrations.take(modal);
    if (created) {
      setRegistration(created);
      return () => {
        if (created) registrations.release(modal, created);
      };
    }
    createNameRegistration(modal).then(
      (started) => {
        if (current) {
          created = started;
          setRegistration(started);
        } else started.stop();
      },
      (error: unknown) => console.error('Portico could not start name registration:', error),
    );
    return () => {
      current = false;
      if (created) registrations.release(modal, created);
    };
  }, [modal]);
  const actor = registration?.actor;
  const status = useSelector(actor, selectNameRegistrationStatus);
  const name = useSelector(actor, selectTypedName);
  const suggestions = useSelector(actor, selectNameSuggestions);
  const available = useSelector(actor, selectNameAvailable);
  const error = useSelector(actor, selectNameRegistrationError);
  const isRegistering = useSelector(actor, selectIsRegistering);
  const registeredName = useSelector(actor, selectRegisteredName);
  const actions = useMemo(
    () => ({
      setName: (text: string) => actor?.send({ type: 'names.type', name: text }),
      register: (chosen: string) => actor?.send({ type: 'names.register', name: chosen }),
    }),
    [actor],
  );
  return {
    isReady: actor !== undefined,
    status,
    name,
    suggestions,
    available,
    error,
    isRegistering,
    registeredName,
    ...actions,
  };
}
