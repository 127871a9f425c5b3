import { type FormEvent, useState } from 'react';
import { useAccount, useEmailLogin, useNameRegistration, useProfile } from '../hooks/index.ts';

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
    <form aria-label="Log in by email" onSubmit={onSubmit}>
      <input
        aria-label={codeStep ? 'Login code' : 'Login email'}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">{codeStep ? 'Verify' : 'Log in'}</button>
      {error ? <p role="alert">{error}</p> : null}
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
  return name ? <p data-testid="custom-name">{name}</p> : <CustomNameForm />;
}

function CustomNameForm() {
  const { name, available, error, isRegistering, registeredName, setName, register } = useNameRegistration();
  if (registeredName) return <p data-testid="custom-name">{registeredName}</p>;
  return (
    <form
      aria-label="Register a name"
      onSubmit={(event) => {
        event.preventDefault();
        register(name);
      }}
    >
      <input aria-label="Account name" value={name} onChange={(event) => setName(event.target.value)} />
      <span>{available === true ? 'available' : available === false ? 'taken' : ''}</span>
      <button type="submit" disabled={isRegistering}>
        Register name
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
