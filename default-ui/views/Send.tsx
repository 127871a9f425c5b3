import { type FormEvent, useId, useState } from 'react';
import { useSend, useTokens } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { truncateAddress } from '../components/truncateAddress.ts';

/** The receiver as the review shows it: a name (alice.reown.id) whole, an address shortened. */
const receiverLabel = (receiver: string) =>
  receiver.includes('.') ? receiver.trim() : truncateAddress(receiver);

/**
 * The Send view (§2 lazily loaded send, §4 Send flow): pick a token of the account, an amount (Max
 * fills the whole balance), the receiver (an address, or a name such as alice.reown.id that the send
 * flow resolves), then Review and Send. The draft lives in the send
 * statechart (useSend); §5 says what is missing; on success the modal shows Account (§2).
 */
export function Send() {
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
      <section className="portico-section" aria-label="Review">
        <p className="portico-message">
          {`Send ${draft.sendTokenAmount ?? ''} ${draft.token.symbol} to ${receiverLabel(draft.receiverAddress ?? '')}`}
        </p>
        <ErrorText error={error} />
        <div className="portico-actions">
          <button
            type="button"
            className="portico-button"
            disabled={isSending}
            onClick={() => setReviewing(false)}
          >
            Edit
          </button>
          <button
            type="button"
            className="portico-button portico-button--primary"
            disabled={isSending}
            onClick={submit}
          >
            {isSending ? 'Sending…' : 'Send'}
          </button>
        </div>
      </section>
    );

  return (
    <form className="portico-email-form" onSubmit={review}>
      <label className="portico-label" htmlFor={`${id}-token`}>
        Token
      </label>
      <select
        id={`${id}-token`}
        className="portico-input"
        value={selectedKey}
        onChange={(event) => setToken(tokens.find((token) => tokenKey(token.address) === event.target.value))}
      >
        <option value="">Choose a token</option>
        {tokens.map((token) => (
          <option key={tokenKey(token.address)} value={tokenKey(token.address)}>
            {`${token.symbol} (${token.quantity.numeric})`}
          </option>
        ))}
      </select>
      <label className="portico-label" htmlFor={`${id}-amount`}>
        Amount
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
          Max
        </button>
      </div>
      <label className="portico-label" htmlFor={`${id}-receiver`}>
        Receiver address
      </label>
      <input
        id={`${id}-receiver`}
        className="portico-input"
        autoComplete="off"
        spellCheck={false}
        placeholder="Address or name"
        value={draft.receiverAddress ?? ''}
        onChange={(event) => setReceiver(event.target.value)}
      />
      <ErrorText error={error} />
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!draft.token || !draft.sendTokenAmount || !draft.receiverAddress}
      >
        Review
      </button>
    </form>
  );
}
