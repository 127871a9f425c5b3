import { type FormEvent, type ReactNode, useId } from 'react';
import { useAmountFormat, useMessages, useNetwork, useSend, useTokens } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { MiddleTruncate } from '../components/MiddleTruncate.tsx';
import { TokenPicker } from '../components/picker/TokenPicker.tsx';
import { SimulationOutcome } from '../components/simulation/SimulationOutcome.tsx';
import { useSwapStyles } from '../components/swap/useSwapStyles.ts';
import { truncateAddress } from '../components/truncateAddress.ts';

/** One figure of the review: its name and its value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The review step: what is sent (typed in full, grouped) and its worth in fiat when the token has a
 * price, to whom (a name with the address it resolved to), on which network, and the network fee
 * (estimating, estimated, or unknown: the wallet then shows its own), under what the transfer will do
 * as simulated on the network; a predicted failure says so first and Send becomes the lesser choice
 * (not disabled: the person may know better). A failure to send shows here, once, until Edit or
 * another Send.
 */
function SendReview() {
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  const { network } = useNetwork();
  const send = useSend();
  const { draft, worth, fee, error, isSending, receiverProfileName, resolvedAddress, simulation } = send;
  if (!draft.token) return null;
  const amount = t('account.amount', {
    amount: format.exact(draft.sendTokenAmount ?? ''),
    symbol: draft.token.symbol,
  });
  const receiver = receiverProfileName ?? draft.receiverAddress ?? '';
  return (
    <section className="portico-section" aria-label={t('actions.send.reviewStep')}>
      <p className="portico-message">
        {t('actions.send.summary', {
          amount: format.exact(draft.sendTokenAmount ?? ''),
          symbol: draft.token.symbol,
          receiver: receiverProfileName ?? truncateAddress(receiver),
        })}
      </p>
      {simulation ? (
        <SimulationOutcome
          simulating={simulation.status === 'simulating'}
          lines={'lines' in simulation ? simulation.lines : undefined}
        />
      ) : null}
      <dl className="portico-swap-details">
        <Row label={t('actions.send.amount')}>
          {amount}
          {worth ? (
            <>
              {' '}
              <span className="portico-muted-text">{t('swap.worth', { value: format.fiat(worth) })}</span>
            </>
          ) : null}
        </Row>
        <Row label={t('actions.send.to')}>
          {receiverProfileName ? (
            <>
              {receiver} <MiddleTruncate text={resolvedAddress ?? ''} kind="address" />
            </>
          ) : (
            <MiddleTruncate text={receiver} kind="address" />
          )}
        </Row>
        <Row label={t('actions.send.network')}>{network?.name ?? ''}</Row>
        <Row label={t('actions.send.networkFee')}>
          {fee?.status === 'estimated' ? (
            <span title={format.exact(fee.fee.amount)}>
              {t('account.amount', { amount: format.quantity(fee.fee.amount), symbol: fee.fee.symbol })}
            </span>
          ) : fee?.status === 'unknown' ? (
            t('swap.unknown')
          ) : (
            t('actions.send.feeEstimating')
          )}
        </Row>
      </dl>
      <ErrorText error={error && tError(error)} />
      <div className="portico-actions">
        <button type="button" className="portico-button" disabled={isSending} onClick={send.edit}>
          {t('actions.send.edit')}
        </button>
        <button
          type="button"
          className={`portico-button ${simulation?.status === 'willFail' ? 'portico-button--risky' : 'portico-button--primary'}`}
          disabled={isSending}
          onClick={send.submit}
        >
          {isSending ? t('actions.send.sending') : t('actions.send.send')}
        </button>
      </div>
    </section>
  );
}

/**
 * The Send view (§2 lazily loaded send, §4 Send flow): the token as a picker chip beside the amount
 * (Max fills the whole balance), the amount's worth under it, the receiver (an address, or a name such
 * as alice.reown.id that the send flow resolves). The draft lives in the send statechart (useSend),
 * which judges it as it is typed: the main button says what is wrong ('Insufficient balance', 'Invalid
 * EVM address', 'Name not found', §5 'A token is required'…) and stays disabled until nothing is, then
 * opens the review. On success the modal shows the success notice and Account (§2).
 */
export function Send() {
  useSwapStyles();
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  const id = useId();
  const { tokens } = useTokens();
  const send = useSend();
  const { draft, setToken, setAmount, setReceiver, problem, canReview, isResolvingName, error, worth } = send;

  if (send.step !== 'editing' && draft.token) return <SendReview />;

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.review();
  };
  const mainLabel = problem
    ? tError(problem)
    : isResolvingName
      ? t('actions.send.resolvingName')
      : t('actions.send.reviewButton');
  return (
    <form className="portico-email-form" onSubmit={review}>
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
        <TokenPicker
          label={t('actions.send.token')}
          tokens={tokens}
          selected={draft.token}
          onSelect={setToken}
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
      <span className="portico-muted-text">
        {worth ? t('swap.worth', { value: format.fiat(worth) }) : null}
      </span>
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
        className={`portico-button portico-button--primary${problem ? ' portico-button--problem' : ''}`}
        disabled={!canReview}
      >
        {mainLabel}
      </button>
    </form>
  );
}
