import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  selectIsRegistering,
  selectNameAvailable,
  selectNameRegistrationError,
  selectNameRegistrationStatus,
  selectNameSuggestions,
  selectRegisteredName,
  selectTypedName,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';
import { type RootSnapshot, useHeldFlow } from './useHeldFlow.ts';

/** The modal's registration, the root's child while held or while RegisterAccountName is in the stack (under ApproveTransaction). */
const selectRegistrationActor = (root: RootSnapshot) => root?.children.nameRegistration;

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
  useHeldFlow('nameRegistration');
  const actor = useSelector(useEngine()?.actor, selectRegistrationActor);
  // The registration's actor starts once the engine and the names code have loaded (on demand), but
  // a host's field takes keystrokes at once: what the person types (or submits) meanwhile is kept,
  // shown as the name, and handed to the actor, first, as soon as it runs, so none of it is lost.
  const early = useRef<EarlyEvent[]>([]);
  const [earlyName, setEarlyName] = useState('');
  useEffect(() => {
    if (actor) for (const event of early.current.splice(0)) actor.send(event);
  }, [actor]);
  const status = useSelector(actor, selectNameRegistrationStatus);
  const typedName = useSelector(actor, selectTypedName);
  const suggestions = useSelector(actor, selectNameSuggestions);
  const available = useSelector(actor, selectNameAvailable);
  const error = useSelector(actor, selectNameRegistrationError);
  const isRegistering = useSelector(actor, selectIsRegistering);
  const registeredName = useSelector(actor, selectRegisteredName);
  const actions = useMemo(() => {
    // The running registration at the moment of the call, not of the last render: a keystroke
    // between the two goes to it, after what was typed before it ran.
    const running = () => selectRegistrationActor(modal.engine?.actor.getSnapshot());
    const send = (event: EarlyEvent) => {
      const registration = running();
      if (!registration) {
        early.current.push(event);
        return;
      }
      for (const kept of early.current.splice(0)) registration.send(kept);
      registration.send(event);
    };
    return {
      setName: (text: string) => {
        if (!running()) setEarlyName(text);
        send({ type: 'names.type', name: text });
      },
      register: (chosen: string) => send({ type: 'names.register', name: chosen }),
    };
  }, [modal]);
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
