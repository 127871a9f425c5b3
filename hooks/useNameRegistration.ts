import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** What the person can do before the registration's actor exists: the actor's own events. */
type EarlyEvent = { type: 'names.type'; name: string } | { type: 'names.register'; name: string };

/**
 * Register an account name (§4), for the RegisterAccountName view of a custom UI or the default one:
 * `setName(text)` as the person types (availability and suggestions follow once typing pauses),
 * `register(name)` for the typed name or a suggestion. `isRegistering` is the §3 loading flag;
 * `error` the §8 text of the last failure (also shown in the snackbar). On success the view is
 * replaced with RegisterAccountNameSuccess and `registeredName` is set. The registration lives while
 * the component using this hook is mounted, and while RegisterAccountName is still in the modal's
 * stack under the ApproveTransaction of the embedded wallet's signature: the view takes it back.
 * The registration loads on demand (`isReady`); a name typed or registered before it has loaded is
 * kept (`name` shows it) and goes to the registration as soon as it runs.
 */
export function useNameRegistration() {
  const modal = usePortico();
  const [registration, setRegistration] = useState<NameRegistration>();
  // The registration's actor starts once the engine and the names code have loaded (on demand), but
  // a host's field takes keystrokes at once: what the person types (or submits) meanwhile is kept,
  // shown as the name, and handed to the actor as its first events, so none of it is lost.
  const early = useRef<EarlyEvent[]>([]);
  const [earlyName, setEarlyName] = useState('');
  // The running registration at once, not at the next render: a keystroke between the two goes to it.
  const live = useRef<NameRegistration | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const adopt = (started: NameRegistration) => {
      live.current = started;
      for (const event of early.current.splice(0)) started.actor.send(event);
      setRegistration(started);
    };
    let created = registrations.take(modal);
    if (created) {
      adopt(created);
      return () => {
        live.current = undefined;
        if (created) registrations.release(modal, created);
      };
    }
    createNameRegistration(modal).then(
      (started) => {
        if (current) {
          created = started;
          adopt(started);
        } else started.stop();
      },
      (error: unknown) => console.error('Portico could not start name registration:', error),
    );
    return () => {
      current = false;
      live.current = undefined;
      if (created) registrations.release(modal, created);
    };
  }, [modal]);
  const actor = registration?.actor;
  const status = useSelector(actor, selectNameRegistrationStatus);
  const typedName = useSelector(actor, selectTypedName);
  const suggestions = useSelector(actor, selectNameSuggestions);
  const available = useSelector(actor, selectNameAvailable);
  const error = useSelector(actor, selectNameRegistrationError);
  const isRegistering = useSelector(actor, selectIsRegistering);
  const registeredName = useSelector(actor, selectRegisteredName);
  const actions = useMemo(() => {
    const send = (event: EarlyEvent) => {
      if (live.current) live.current.actor.send(event);
      else early.current.push(event);
    };
    return {
      setName: (text: string) => {
        if (!live.current) setEarlyName(text);
        send({ type: 'names.type', name: text });
      },
      register: (chosen: string) => send({ type: 'names.register', name: chosen }),
    };
  }, []);
  return {
    isReady: actor !== undefined,
    status,
    name: actor ? typedName : earlyName,
    suggestions,
    available,
    error,
    isRegistering,
    registeredName,
    ...actions,
  };
}
