import { type FormEvent, useState } from 'react';
import { useAccount, useEmailLogin, useNameRegistration, useProfile } from '../hooks/index.ts';
import { StatusBadge } from './hostStatus.tsx';

/** Email login with the host's own markup (useEmailLogin): the email, then the code from the mailbox. */
export function CustomEmailLogin() {
  const { isConnected } = useAccount('eip155');
  const { status, error, submitEmail, submitCode } = useEmailLogin();
  const [text, setText] = useState('');
  if (isConnected) return null;
  const codeStep = status === 'enteringCode' || status === 'verifyingCode' || status === 'resending';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (codeStep) void submitCode(text);
    else void submitEmail(text);
    setText('');
  };
  return (
    <form aria-label="Log in by email" className="host-card custom-form" onSubmit={onSubmit}>
      <h2>Email</h2>
      <label className="host-field">
        <span>{codeStep ? 'Login code' : 'Login email'}</span>
        <input
          type={codeStep ? 'text' : 'email'}
          inputMode={codeStep ? 'numeric' : 'email'}
          autoComplete={codeStep ? 'one-time-code' : 'email'}
          placeholder={codeStep ? '123456' : 'you@example.com'}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {codeStep ? <p className="host-muted">The code is in the secure site's mailbox page.</p> : null}
      <button type="submit" className="host-button">
        {codeStep ? 'Verify' : 'Log in'}
      </button>
      {error ? (
        <p role="alert" className="host-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The account's name with the host's own markup (useProfile, useNameRegistration): the name when it
 * has one, else a field to register one (the embedded wallet signs; other wallets get the §8 text).
 */
export function CustomName() {
  const { isConnected, address } = useAccount('eip155');
  const { name } = useProfile({ address: isConnected ? address : undefined });
  if (!isConnected) return null;
  return name ? (
    <section className="host-card" aria-label="Account name">
      <h2>Name</h2>
      <p className="custom-name" data-testid="custom-name">
        {name}
      </p>
    </section>
  ) : (
    <CustomNameForm />
  );
}

function CustomNameForm() {
  const { name, available, error, isRegistering, registeredName, setName, register } = useNameRegistration();
  if (registeredName)
    return (
      <section className="host-card" aria-label="Account name">
        <h2>Name</h2>
        <p className="custom-name" data-testid="custom-name">
          {registeredName}
        </p>
      </section>
    );
  return (
    <form
      aria-label="Register a name"
      className="host-card custom-form"
      onSubmit={(event) => {
        event.preventDefault();
        register(name);
      }}
    >
      <h2>Name</h2>
      <label className="host-field">
        <span>Account name</span>
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {available === true ? <StatusBadge tone="success">Available</StatusBadge> : null}
      {available === false ? <StatusBadge tone="danger">Taken</StatusBadge> : null}
      <button type="submit" className="host-button" disabled={isRegistering}>
        Register name
      </button>
      {error ? (
        <p role="alert" className="host-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
