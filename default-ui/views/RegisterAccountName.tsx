import { useId } from 'react';
import { fullAccountName, isValidAccountName } from '../../headless/index.ts';
import { useMessages, useNameRegistration } from '../../hooks/index.ts';
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
  const { t, tError } = useMessages();
  const { isReady, status, name, suggestions, available, error, isRegistering, setName, register } =
    useNameRegistration();
  const inputId = useId();
  const valid = isValidAccountName(name);
  const full = valid ? fullAccountName(name) : '';
  // What the name service says of the name typed now (the answer of an earlier name is not shown).
  const checked = valid && status === 'idle' && suggestions[0]?.name === full;
  const alternatives = suggestions.filter((suggestion) => !suggestion.registered && suggestion.name !== full);

  if (!isReady) return <Spinner />;
  return (
    <form
      className="portico-section"
      aria-label={t('actions.name.form')}
      onSubmit={(event) => {
        event.preventDefault();
        register(name);
      }}
    >
      <label className="portico-label" htmlFor={inputId}>
        {t('actions.name.label')}
      </label>
      {/* A name and its suffix read left to right in every language: in Arabic the row would put
          the suffix before the name and its leading dot at the wrong end. */}
      <div className="portico-address-row" dir="ltr">
        <input
          id={inputId}
          className="portico-input"
          value={name}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('actions.name.placeholder')}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setName(event.target.value)}
        />
        <span className="portico-muted-text">.reown.id</span>
      </div>
      <p id={`${inputId}-hint`} className="portico-muted-text" aria-live="polite">
        {name !== '' && !valid
          ? t('error.invalidAccountName')
          : status === 'searching'
            ? t('actions.name.checking')
            : checked && available === true
              ? t('actions.name.available', { name: full })
              : checked && available === false
                ? t('actions.name.taken', { name: full })
                : ''}
      </p>
      {checked && available === false && alternatives.length > 0 ? (
        <ul className="portico-list" aria-label={t('actions.name.suggestions')}>
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
      <ErrorText error={error && tError(error)} />
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!valid || isRegistering || available === false}
      >
        {isRegistering ? t('actions.name.registering') : t('actions.name.register')}
      </button>
    </form>
  );
}
