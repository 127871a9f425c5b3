import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData, erc20Abi, type Hex } from 'viem';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { historyPages, PUSD_CONTRACT, TOKEN_BALANCES } from '../../test-support/accountDataFixtures.ts';
import { engineOf } from '../../test-support/testing.tsx';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

/** Registered names of the stubbed name service: alice has an address on Ethereum (coin type 0x80000001), bob only elsewhere. */
const NAMES = {
  'alice.reown.id': registeredName('alice.reown.id', { [String(0x80000001)]: RECEIVER }),
  'bob.reown.id': registeredName('bob.reown.id', { [String(0x80000089)]: RECEIVER }),
};

function registeredName(name: string, addresses: Record<string, string>) {
  return {
    name,
    registered: 1,
    updated: 1,
    addresses: Object.fromEntries(
      Object.entries(addresses).map(([coinType, address]) => [coinType, { address, created: 1 }]),
    ),
    attributes: {},
  };
}

async function openAccount() {
  page = walletPage(
    {},
    {},
    { tokenBalances: TOKEN_BALANCES, history: historyPages(Date.now()), names: NAMES },
  );
  await page.connect();
  act(() => page?.modal.open());
  return screen.findByRole('dialog', { name: 'Account' });
}

describe('Account tabs (§2)', () => {
  test('Tokens lists the network tokens (the native coin at 3 decimals, a token at 2), the zero-decimal one dropped (§5, §9)', async () => {
    const dialog = await openAccount();
    const list = await within(dialog).findByRole('list', { name: 'Tokens' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['ETH', 'PUSD']);
    // Grouped and rounded from the exact decimal: 1134.067891 PUSD is 1,134.07; worths are dollars.
    expect(within(list).getByText('1,134.07 PUSD')).toBeTruthy();
    expect(within(list).getByText('$1,134.07')).toBeTruthy();
    expect(within(list).getByText('1.234 ETH')).toBeTruthy();
    expect(within(list).getByText('$3,850.86')).toBeTruthy();
    // The full amount one hover away.
    expect(within(list).getByText('1,134.07 PUSD').getAttribute('title')).toBe('1,134.067891');
  });

  test('NFTs lists what the history brought in, spam hidden', async () => {
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }));
    const list = await within(dialog).findByRole('list', { name: 'NFTs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Portico Pets #2']);
  });

  test('Activity: relative times abbreviated, the pending badge, spam and other chains hidden, Load more', async () => {
    const dialog = await openAccount();
    const tab = within(dialog).getByRole('tab', { name: /Activity/ });
    await waitFor(() => expect(tab.textContent).toBe('Activity1 pending'));
    fireEvent.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const list = await within(dialog).findByRole('list', { name: 'Activity' });
    const sent = within(list).getByRole('listitem', { name: 'Sent -5 PUSD' });
    expect(within(sent).getByText('pending')).toBeTruthy();
    // Pictured as going out (an arrow leaving), the minted NFT as coming in; decorative beside the words.
    expect(sent.querySelector('.portico-row-logo--sent')?.getAttribute('aria-hidden')).toBe('true');
    expect(
      within(list)
        .getByRole('listitem', { name: 'Minted +Portico Pets #2' })
        .querySelector('.portico-row-logo--received'),
    ).toBeTruthy();
    expect(within(sent).getByText(/^3\d sec$/)).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: 'Minted +Portico Pets #2' })).toBeTruthy();
    expect(within(list).getByText('2 hr')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('listitem', { name: 'Received +100.5 PUSD' })).toBeTruthy();
    expect(within(list).getByText('3 d')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('Send and Receive', () => {
  /** In Send, choose `symbol` in the token picker (a listbox in a dialog of its own); back on Send. */
  async function pickToken(send: HTMLElement, symbol: string, optionName = new RegExp(`^${symbol} `)) {
    // The view's chunk arrives lazily.
    fireEvent.click(await within(send).findByRole('button', { name: /^Token: / }));
    const select = await screen.findByRole('dialog', { name: 'Select a token' });
    fireEvent.click(await within(select).findByRole('option', { name: optionName }));
    await within(send).findByRole('button', { name: `Token: ${symbol}` });
  }

  /** The main button of Send's form: what is wrong with the draft, or 'Review'. */
  const mainButton = (send: HTMLElement) =>
    within(send)
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit') as HTMLButtonElement;

  /** Press Review once the draft needs no fix (a name is looked up once typing pauses). */
  async function review(send: HTMLElement) {
    await waitFor(() => expect(mainButton(send).textContent).toBe('Review'));
    fireEvent.click(mainButton(send));
    await within(send).findByRole('region', { name: 'Review' });
  }

  test('Send: token, Max, receiver, review, Send; the wallet sends and Account shows again (§2)', async () => {
    const dialog = await openAccount();
    await within(dialog).findByRole('list', { name: 'Tokens' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const send = await screen.findByRole('dialog', { name: 'Send' });
    fireEvent.click(await within(send).findByRole('button', { name: /^Token: / }));
    // The picker writes each holding as the Tokens tab does.
    const select = await screen.findByRole('dialog', { name: 'Select a token' });
    expect(await within(select).findByRole('option', { name: /^ETH Ether 1\.234 ETH/ })).toBeTruthy();
    fireEvent.click(within(select).getByRole('option', { name: /^PUSD Portico USD 1,134\.07 PUSD/ }));
    await within(send).findByRole('button', { name: 'Token: PUSD' });
    fireEvent.click(within(send).getByRole('button', { name: 'Max' }));
    expect((within(send).getByLabelText('Amount') as HTMLInputElement).value).toBe('1134.067891');
    fireEvent.change(within(send).getByLabelText('Receiver address'), { target: { value: RECEIVER } });
    await review(send);
    // The review writes the amount to be sent in full (grouped), not a rounding of it.
    expect(within(send).getByText('Send 1,134.067891 PUSD to 0x7099…79C8')).toBeTruthy();
    fireEvent.click(within(send).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(send).getByLabelText('Amount'), { target: { value: '5' } });
    await review(send);
    expect(within(send).getByText('Send 5 PUSD to 0x7099…79C8')).toBeTruthy();
    fireEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(page?.wallet.sent).toEqual([expect.objectContaining({ to: PUSD_CONTRACT, value: '0x0' })]);
    const router = engineOf(page?.modal as NonNullable<WalletPage['modal']>).router.getSnapshot();
    expect(router.context.view.view).toBe('Account');
  });

  /** From Account: Send with PUSD, 5 and the receiver as typed (`prepare` runs once Account shows); returns the Send dialog. */
  async function fillPusdTo(receiver: string, prepare?: () => void) {
    const dialog = await openAccount();
    await within(dialog).findByRole('list', { name: 'Tokens' });
    prepare?.();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const send = await screen.findByRole('dialog', { name: 'Send' });
    await pickToken(send, 'PUSD');
    fireEvent.change(within(send).getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.change(within(send).getByLabelText('Receiver address'), { target: { value: receiver } });
    return send;
  }

  /** {@link fillPusdTo}, Review (which must read `shownAs`), Send; returns the Send dialog. */
  async function sendPusdTo(receiver: string, prepare?: () => void, shownAs = /^Send 5 PUSD to /) {
    const send = await fillPusdTo(receiver, prepare);
    await review(send);
    expect(within(send).getByText(shownAs)).toBeTruthy();
    fireEvent.click(within(send).getByRole('button', { name: 'Send' }));
    return send;
  }

  test('Send: a refused transaction keeps the draft and says what happened', async () => {
    const send = await sendPusdTo(RECEIVER, () => page?.wallet.answerSend('reject'));
    expect((await within(send).findByRole('alert')).textContent).toBe(MESSAGES.userRejectedRequest);
    expect(screen.getByRole('dialog', { name: 'Send' })).toBeTruthy();
  });

  test("Send to a name: it is resolved to its address on the chain's coin type, and the wallet sends there", async () => {
    // The review names the receiver as typed (a name is shown whole).
    await sendPusdTo('alice.reown.id', undefined, /^Send 5 PUSD to alice\.reown\.id$/);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
    const [sent] = page?.wallet.sent ?? [];
    expect(sent).toMatchObject({ to: PUSD_CONTRACT, value: '0x0' });
    expect(decodeFunctionData({ abi: erc20Abi, data: (sent as { data: Hex }).data }).args).toEqual([
      RECEIVER,
      5_000_000n,
    ]);
  });

  test("Send to a name that is not registered says the name service's reason on the main button; nothing is sent", async () => {
    const send = await fillPusdTo('nobody.reown.id');
    await waitFor(() => expect(mainButton(send).textContent).toBe('Name not found'));
    expect(mainButton(send).disabled).toBe(true);
    expect(page?.wallet.sent).toEqual([]);
  });

  test("Send to a name with no address on this chain says 'Error resolving name' (§8) on the main button", async () => {
    const send = await fillPusdTo('bob.reown.id');
    await waitFor(() => expect(mainButton(send).textContent).toBe(MESSAGES.errorResolvingName));
    expect(mainButton(send).disabled).toBe(true);
    expect(page?.wallet.sent).toEqual([]);
  });

  test('Receive: the address, its QR code and the networks', async () => {
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    const receive = await screen.findByRole('dialog', { name: 'Receive' });
    expect(await within(receive).findByText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeTruthy();
    expect(within(receive).getByRole('img', { name: /^QR code of 0xf39F/ })).toBeTruthy();
    expect(within(receive).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(
      within(within(receive).getByRole('region', { name: 'Networks' })).getByText('Ethereum'),
    ).toBeTruthy();
  });
});
