import { useAmountFormat, useMessages, useNetwork } from '../../../hooks/index.ts';
import { Picker } from './PickerPanel.tsx';
import { isNativeToken, type PickerToken, tokenKey, tokensFor } from './pickerRules.ts';
import { SearchableListbox } from './SearchableListbox.tsx';
import { TokenImage } from './TokenImage.tsx';

/** A token's image in a picker: the native coin by its network, any other by its own image. */
export function PickerTokenImage({ token, size }: { token: PickerToken; size: 'chip' | 'row' }) {
  const { caipNetworkId } = useNetwork();
  return (
    <TokenImage
      imageUrl={token.logoUri ?? token.iconUrl}
      seed={tokenKey(token)}
      nativeOf={isNativeToken(token) ? caipNetworkId : undefined}
      size={size}
    />
  );
}

/** What a token chip shows: the token's image and symbol, or `placeholder` when none is chosen. */
export function TokenChipContent({
  token,
  placeholder,
}: {
  token: PickerToken | undefined;
  placeholder: string;
}) {
  return token ? (
    <>
      <PickerTokenImage token={token} size="chip" />
      <span className="portico-picker-chip-text">{token.symbol}</span>
    </>
  ) : (
    <span className="portico-picker-chip-text">{placeholder}</span>
  );
}

/**
 * What a token's row writes, in its order: the symbol, the name, what the account holds (as the
 * Tokens tab writes it: §9 balance for the native coin, token balance otherwise) and its worth in USD
 * when known. The row's text is the option's accessible name, so it says all the row shows.
 */
function useTokenTexts() {
  const { t } = useMessages();
  const format = useAmountFormat();
  return (token: PickerToken) => ({
    symbol: token.symbol,
    name: token.name,
    holding: t('account.amount', {
      amount: format.holding(token.quantity.numeric, isNativeToken(token)),
      symbol: token.symbol,
    }),
    worth: token.value ? format.fiat(token.value) : undefined,
    exact: format.exact(token.quantity.numeric),
  });
}

/**
 * One token's row: the image, the symbol over the name, and what the account holds over its worth
 * (the holding written as the Tokens tab writes it: §9 balance for the native coin, token balance
 * otherwise; the worth in USD when known). One line each, cut with an ellipsis, never wrapped.
 */
export function TokenOption({ token }: { token: PickerToken }) {
  const { symbol, name, holding, worth, exact } = useTokenTexts()(token);
  return (
    <>
      <PickerTokenImage token={token} size="row" />
      {/* The spaces between the pieces: a flex layout ignores them, but text read from the row (its
          accessible name from content, axe's visible text) would otherwise run together, "ETHEther". */}
      <span className="portico-picker-text">
        <span className="portico-picker-primary">{symbol}</span>{' '}
        <span className="portico-picker-secondary">{name}</span>
      </span>{' '}
      <span className="portico-picker-figures" title={exact}>
        <span className="portico-picker-primary">{holding}</span>
        {worth ? (
          <>
            {' '}
            <span className="portico-picker-secondary">{worth}</span>
          </>
        ) : null}
      </span>
    </>
  );
}

/** The props of TokenList and TokenPicker. */
export interface TokenListProps<T extends PickerToken> {
  /** The tokens to choose from (Swap tokens, or Send's token balances). */
  tokens: readonly T[];
  /** The token chosen now, marked in the list; undefined: none yet. */
  selected: T | undefined;
  onSelect: (token: T) => void;
}

/**
 * The searchable list of tokens (held first, as `tokensFor` says), keyboard-usable as a listbox; an
 * option's accessible name is what its row shows ("PUSD Portico USD 1,134.07 PUSD $1,134.07").
 * Escape calls `onEscape`.
 */
export function TokenList<T extends PickerToken>({
  tokens,
  selected,
  onSelect,
  onEscape,
}: TokenListProps<T> & { onEscape: () => void }) {
  const { t } = useMessages();
  return (
    <SearchableListbox
      options={tokens}
      filter={tokensFor}
      keyOf={tokenKey}
      renderOption={(token) => <TokenOption token={token} />}
      selectedKey={selected ? tokenKey(selected) : undefined}
      onSelect={onSelect}
      onEscape={onEscape}
      label={t('swap.tokens')}
      searchLabel={t('swap.search')}
      emptyText={t('swap.noTokens')}
    />
  );
}

/**
 * The token picker (DESIGN: the token as a picker chip beside the amount): a chip with the chosen
 * token's image and symbol ("Choose token" before one is) that opens a searchable, keyboard-usable
 * list of the tokens with their images, holdings and worths. Choosing calls `onSelect` and gives focus
 * back to the chip. `label` names what is picked ('Token to send'): the chip's accessible name is
 * "{label}: {symbol}". Any token shape with a symbol, name, address and quantity fits (PickerToken):
 *
 *   <TokenPicker label={t('actions.send.token')} tokens={tokens} selected={draft.token} onSelect={setToken} />
 */
export function TokenPicker<T extends PickerToken>({
  label,
  tokens,
  selected,
  onSelect,
  disabled,
}: TokenListProps<T> & { label: string; disabled?: boolean }) {
  const { t } = useMessages();
  const chooseToken = t('swap.chooseToken');
  return (
    <Picker
      chipLabel={t('swap.pickerChip', { label, symbol: selected?.symbol ?? chooseToken })}
      chip={<TokenChipContent token={selected} placeholder={chooseToken} />}
      title={t('modal.title.SwapSelectToken')}
      closeLabel={t('common.close')}
      disabled={disabled}
    >
      {(close) => (
        <TokenList
          tokens={tokens}
          selected={selected}
          onSelect={(token) => {
            onSelect(token);
            close();
          }}
          onEscape={close}
        />
      )}
    </Picker>
  );
}
