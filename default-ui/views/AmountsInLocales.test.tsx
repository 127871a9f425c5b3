/**
 * Amounts as the views write them for people (DESIGN "Numbers are for people"), in English, German
 * and Arabic: the Connect button and the Account card write the native balance the same way, the
 * Tokens tab groups holdings and writes worths as currency (compact from a million), and Activity
 * writes each transfer as a signed §9 quantity, dust as '< 0.001'.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { EN } from '../../domain/i18n/catalogue.ts';
import { TRANSLATIONS } from '../../headless/i18n/translations.ts';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const NBSP = '\u00a0';
/** An element whose own text is exactly `text`, spaces as they are (no-break spaces included). */
const exactly = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);
const RLM = '\u200f';
const LRM = '\u200e';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

const token = (symbol: string, numeric: string, value: number, address?: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address: `eip155:1:${address}` } : {}),
  value,
  price: 1,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
});

/** 10,000 ETH worth $31,205,500; 9999.499 PTK (2 decimals: 9,999.5, never 9,999.49); a little PUSD. */
const TOKENS = [
  token('ETH', '10000', 31_205_500),
  token('PTK', '9999.499', 5.62, '0x5FbDB2315678afecb367f032d93F642f64180aa3'),
  token('PUSD', '0.004', 0.004, '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'),
];

const transfer = (numeric: string, direction: string) => ({
  fungible_info: { name: 'Portico Token', symbol: 'PTK', icon: { url: '' } },
  direction,
  quantity: { numeric },
});

const HISTORY = [
  {
    data: [
      {
        id: '0xreceived',
        metadata: {
          operationType: 'receive',
          hash: '0xreceived',
          minedAt: new Date(Date.now() - 60_000).toISOString(),
          sentFrom: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          sentTo: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
          status: 'confirmed',
          nonce: 0,
          chain: 'eip155:1',
        },
        transfers: [transfer('12.345678901234567891', 'in'), transfer('0.000000000000000001', 'out')],
      },
    ],
  },
];

/** The Account dialog of a wallet holding 10,000 ETH, in `locale`, once its texts have loaded. */
async function openAccount(locale: 'en' | 'de' | 'ar') {
  const texts = locale === 'en' ? EN : (await TRANSLATIONS[locale]()).default;
  page = walletPage(
    { locale },
    {},
    { balances: { wei: 10_000n * 10n ** 18n }, tokenBalances: TOKENS, history: HISTORY },
  );
  await page.connect();
  const button = await screen.findByRole('button', { name: /0xf39F…2266$/ });
  await waitFor(() => expect(document.querySelector('[lang]')?.getAttribute('lang')).toBe(locale));
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: texts['modal.title.Account'] });
  return { dialog, button, texts };
}

const EXPECTED = {
  en: {
    balance: '10,000 ETH',
    ptk: '9,999.5 PTK',
    pusd: `<${NBSP}0.01 PUSD`,
    ethWorth: '$31.2M',
    ptkWorth: '$5.62',
    pusdWorth: `<${NBSP}$0.01`,
    activity: `+12.346 PTK, -<${NBSP}0.001 PTK`,
  },
  de: {
    balance: '10.000 ETH',
    ptk: '9.999,5 PTK',
    pusd: `<${NBSP}0,01 PUSD`,
    ethWorth: `31,2${NBSP}Mio.${NBSP}$`,
    ptkWorth: `5,62${NBSP}$`,
    pusdWorth: `<${NBSP}0,01${NBSP}$`,
    activity: `+12,346 PTK, -<${NBSP}0,001 PTK`,
  },
  ar: {
    balance: '10,000 ETH',
    ptk: '9,999.5 PTK',
    pusd: `<${NBSP}0.01 PUSD`,
    ethWorth: `${RLM}31.2${NBSP}مليون${NBSP}US$`,
    ptkWorth: `${RLM}5.62${NBSP}US$`,
    pusdWorth: `${RLM}<${NBSP}0.01${NBSP}US$`,
    activity: `${LRM}+12.346 PTK و${LRM}-<${NBSP}0.001 PTK`,
  },
} as const;

describe.each(['en', 'de', 'ar'] as const)('amounts in %s', (locale) => {
  const expected = EXPECTED[locale];

  test('the Connect button, the Account card and the Tokens tab write each amount one way', async () => {
    const { dialog, button } = await openAccount(locale);
    await waitFor(() => expect(button.textContent).toBe(`${expected.balance} · 0xf39F…2266`));
    // The view's chunk arrives lazily: the card is looked for until it shows its balance.
    const balance = await waitFor(() => {
      const shown = dialog.querySelector('.portico-balance');
      expect(shown?.textContent).toBe(expected.balance);
      return shown;
    });
    // The full balance one hover away.
    expect(balance?.getAttribute('title')).toBe(expected.balance.replace(' ETH', ''));
    const row = async (symbol: string) =>
      within(await within(dialog).findByRole('listitem', { name: symbol }));
    const eth = await row('ETH');
    // The native coin in the list as on the card: §9 balance precision, not the token balance one.
    expect(eth.getByText(exactly(expected.balance))).toBeTruthy();
    expect(eth.getByText(exactly(expected.ethWorth))).toBeTruthy();
    expect((await row('PTK')).getByText(exactly(expected.ptk))).toBeTruthy();
    expect((await row('PTK')).getByText(exactly(expected.ptkWorth))).toBeTruthy();
    expect((await row('PUSD')).getByText(exactly(expected.pusd))).toBeTruthy();
    expect((await row('PUSD')).getByText(exactly(expected.pusdWorth))).toBeTruthy();
  });

  test('Activity writes each transfer as a signed quantity, dust included', async () => {
    const { dialog, texts } = await openAccount(locale);
    // The view's chunk arrives lazily: the tab is looked for until it shows.
    fireEvent.click(
      await within(dialog).findByRole('tab', { name: new RegExp(texts['account.tabs.activity']) }),
    );
    const list = await within(dialog).findByRole('list', { name: texts['account.tabs.activity'] });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.querySelector('.portico-row-sub')?.textContent).toBe(expected.activity);
  });
});
