import { useMessages } from '../../../hooks/index.ts';
import { Picker } from './PickerPanel.tsx';
import { currenciesFor, type PickerCurrency } from './pickerRules.ts';
import { SearchableListbox } from './SearchableListbox.tsx';
import { TokenImage } from './TokenImage.tsx';

/** A currency's round image: a native coin's network logo, its own image, else its designed fallback. */
function CurrencyImage({ currency, size }: { currency: PickerCurrency; size: 'chip' | 'row' }) {
  return (
    <TokenImage
      imageUrl={currency.imageUrl}
      seed={`currency:${currency.id}`}
      nativeOf={currency.nativeOf}
      size={size}
    />
  );
}

/** The props of CurrencyPicker. */
export interface CurrencyPickerProps<T extends PickerCurrency> {
  /** What is picked, the chip's accessible name being "{label}: {symbol}" ('Currency to pay with'). */
  label: string;
  currencies: readonly T[];
  selected: T | undefined;
  onSelect: (currency: T) => void;
  /** The panel's title ('Select a currency'). */
  title: string;
}

/**
 * The currency picker of Buy (the on-ramp's currency to buy and currency to pay with): a chip with
 * the currency's image and symbol that opens a searchable, keyboard-usable list (symbol over name,
 * one line each; an option's accessible name is what its row shows, "ETH Ether"); choosing calls
 * `onSelect` and gives focus back to the chip.
 */
export function CurrencyPicker<T extends PickerCurrency>({
  label,
  currencies,
  selected,
  onSelect,
  title,
}: CurrencyPickerProps<T>) {
  const { t } = useMessages();
  return (
    <Picker
      chipLabel={t('swap.pickerChip', { label, symbol: selected?.symbol ?? '' })}
      chip={
        selected ? (
          <>
            <CurrencyImage currency={selected} size="chip" />
            <span className="portico-picker-chip-text">{selected.symbol}</span>
          </>
        ) : null
      }
      title={title}
      closeLabel={t('common.close')}
      disabled={currencies.length === 0}
    >
      {(close) => (
        <SearchableListbox
          options={currencies}
          filter={currenciesFor}
          keyOf={(currency) => currency.id}
          renderOption={(currency) => (
            <>
              <CurrencyImage currency={currency} size="row" />
              <span className="portico-picker-text">
                {/* A space a flex layout ignores, so the text read from the row is "ETH Ether". */}
                <span className="portico-picker-primary">{currency.symbol}</span>{' '}
                <span className="portico-picker-secondary">{currency.name}</span>
              </span>
            </>
          )}
          selectedKey={selected?.id}
          onSelect={(currency) => {
            onSelect(currency);
            close();
          }}
          onEscape={close}
          label={t('onramp.currencies')}
          searchLabel={t('onramp.searchCurrencies')}
          emptyText={t('onramp.noCurrencies')}
        />
      )}
    </Picker>
  );
}
