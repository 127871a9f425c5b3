import { type FormEvent, useId, useState } from 'react';
import { useAmountFormat, useMessages, useSend, useTokens } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { truncateAddress } from '../components/truncateAddress.ts';

/** The receiver as the review shows it: a name (alice.reown.id) whole, an address shortened. */
const receiverLabel = (receiver: string) =>
  receiver.includes('.') ? receiver.trim() : truncateAddress(receiver);

/**
 * The Send view (§2 lazily loaded send, §4 Send flow): pick a token of the account, an amount (Max
 * fills the whole balance), the receiver (an address, or a name such as alice.reown.id that the send
 * flow resolves), then Review and Send. The draft lives in the send
 * statechart (useSend); §5 says what is missing; on success the modal shows Account (§2). The picker
 * writes each holding as the Tokens tab does; the review writes the typed amount in full, grouped:
 * what is sent, not a rounding of it.
 */
export function Send() {
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  const id = useId();
  const { tokens } = useTokens();
  const { draft, setToken, setAmount, setReceiver, submit, isSending, error } = useSend();
  const [reviewing, setReviewing] = useState(false);
  const tokenKey = (address: string | undefined) => address ?? 'native';
  const selectedKey = draft.token ? tokenKey(draft.token.address) : '';
  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReviewing(true);
  };

  if (reviewing && draft.token)
    return (
      <section className="portico-section" aria-label={t('actions.send.reviewStep')}>
        <p className="portico-message">
          {t('actions.send.summary', {
            amount: format.exact(draft.sendTokenAmount ?? ''),
            symbol: draft.token.symbol,
            receiver: receiverLabel(draft.receiverAddress ?? ''),
          })}
        </p>
        <ErrorText error={error && tError(error)} />
        <div className="portico-actions">
          <button
            type="button"
            className="portico-button"
            disabled={isSending}
            onClick={() => setReviewing(false)}
          >
            {t('actions.send.edit')}
          </button>
          <button
            type="button"
            className="portico-button portico-button--primary"
            disabled={isSending}
            onClick={submit}
          >
            {isSending ? t('actions.send.sending') : t('actions.send.send')}
          </button>
        </div>
      </section>
    );

  return (
    <form className="portico-email-form" onSubmit={review}>
      <label className="portico-label" htmlFor={`${id}-token`}>
        {t('actions.send.token')}
      </label>
      <select
        id={`${id}-token`}
        className="portico-input"
        value={selectedKey}
        onChange={(event) => setToken(tokens.find((token) => tokenKey(token.address) === event.target.value))}
      >
        <option value="">{t('actions.send.chooseToken')}</option>
        {tokens.map((token) => (
          <option key={tokenKey(token.address)} value={tokenKey(token.address)}>
            {t('actions.send.tokenOption', {
              symbol: token.symbol,
              balance: format.holding(token.quantity.numeric, token.address === undefined),
            })}
          </option>
        ))}
      </select>
      <label className="portico-label" htmlFor={`${id}-amount`}>
        {t('actions.send.amount')}
      </label>
      <div className="portico-address-row">
        <input
          id={`${id}-amount`}
          className="portico-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={draft.sendTokenAmount ?? ''}
          onChange={(event) => setAmount(event.target.value)}
        />
        <button
          type="button"
          className="portico-button portico-button--compact"
          disabled={!draft.token}
          onClick={() => draft.token && setAmount(draft.token.quantity.numeric)}
        >
          {t('actions.send.max')}
        </button>
      </div>
      <label className="portico-label" htmlFor={`${id}-receiver`}>
        {t('actions.send.receiver')}
      </label>
      <input
        id={`${id}-receiver`}
        className="portico-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('actions.send.receiverPlaceholder')}
        value={draft.receiverAddress ?? ''}
        onChange={(event) => setReceiver(event.target.value)}
      />
      <ErrorText error={error && tError(error)} />
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!draft.token || !draft.sendTokenAmount || !draft.receiverAddress}
      >
        {t('actions.send.reviewButton')}
      </button>
    </form>
  );
}
