import { useId } from 'react';
import { fullAccountName, isValidAccountName, MESSAGES } from '../../headless/index.ts';
import { useNameRegistration } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Spinner } from '../components/Spinner.tsx';

/**
 * The RegisterAccountName view (§2, §4 name registration): the name as the person types it, the §5
 * rule while it is not met, whether `<name>.reown.id` is free, free alternatives when it is taken
 * (suggestions follow once typing pauses), and Register, which the connected embedded wallet signs.
 * Success replaces this view with RegisterAccountNameSuccess; a failure shows its §8 text here.
 * Lazily loaded.
 */
export function RegisterAccountName() {
  const { isReady, status, name, suggestions, available, error, isRegistering, setName, register } =
    useNameRegistration();
  const inputId = useId();
  const valid = isValidAccountName(name);
  const full = valid ? fullAccountName(name) : '';
  // What the name service says of the name typed now (the answer of an earlier name is not shown).
  const checked = valid && status === 'idle' && suggestions[0]?.name === full;
  const alternatives = suggestions.filter((suggestion) => !suggestion.registered && suggestion.name !== full);

  if (!isReady) return <Spinner label="Loading" />;
  return (
    <form
      className="portico-section"
      aria-label="Choose a name"
      onSubmit={(event) => {
        event.preventDefault();
        register(name);
      }}
    >
      <label className="portico-label" htmlFor={inputId}>
        Name
      </label>
      <div className="portico-address-row">
        <input
          id={inputId}
          className="portico-input"
          value={name}
          autoComplete="off"
          spellCheck={false}
          placeholder="alice"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setName(event.target.value)}
        />
        <span className="portico-muted-text">.reown.id</span>
      </div>
      <p id={`${inputId}-hint`} className="portico-muted-text" aria-live="polite">
        {name !== '' && !valid
          ? MESSAGES.invalidAccountName
          : status === 'searching'
            ? 'Checking…'
            : checked && available === true
              ? `${full} is available`
              : checked && available === false
                ? `${full} is taken`
                : ''}
      </p>
      {checked && available === false && alternatives.length > 0 ? (
        <ul className="portico-list" aria-label="Suggestions">
          {alternatives.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="portico-list-button"
                onClick={() => setName(suggestion.name.replace(/\.reown\.id$/, ''))}
              >
                <span className="portico-list-button-label">{suggestion.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorText error={error} />
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!valid || isRegistering || available === false}
      >
        {isRegistering ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
}
