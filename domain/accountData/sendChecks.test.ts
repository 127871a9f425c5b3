import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../errors.ts';
import type { SendAccount, SendDraft } from './send.ts';
import {
  checkSend,
  exceedsBalance,
  feeOf,
  isInvalidReceiver,
  sendProblemOf,
  sendWorthOf,
} from './sendChecks.ts';
import type { TokenBalance } from './tokenBalances.ts';

const FROM = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x52908400098527886E0F7030069857D2E4169EE7';
const ACCOUNT: SendAccount = { caipAddress: `eip155:1:${FROM}`, caipNetworkId: 'eip155:1' };
const SOL_ACCOUNT: SendAccount = {
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '10000' },
  iconUrl: '',
};

const draft = (overrides: Partial<SendDraft>): SendDraft => ({
  token: ETH,
  sendTokenAmount: '1',
  receiverAddress: RECEIVER,
  ...overrides,
});

describe('what the main button says as the visitor types', () => {
  test("99,999 ETH against a 10,000 ETH balance: 'Insufficient balance', before the receiver is typed", () => {
    const check = checkSend(draft({ sendTokenAmount: '99999', receiverAddress: undefined }), ACCOUNT);
    expect(check).toEqual({ kind: 'insufficientBalance', message: 'Insufficient balance' });
    expect(exceedsBalance(draft({ sendTokenAmount: '10000' }))).toBe(false);
    expect(exceedsBalance(draft({ sendTokenAmount: '10000.000000000000000001' }))).toBe(true);
  });

  test("§5 texts where the spec has them: 'An amount and receiver address are required', then 'A token is required'", () => {
    expect(sendProblemOf(checkSend(draft({ sendTokenAmount: '' }), ACCOUNT))).toBe(
      MESSAGES.sendAmountAndReceiverRequired,
    );
    expect(checkSend(draft({ token: undefined }), ACCOUNT)).toEqual({
      kind: 'incomplete',
      message: 'A token is required',
    });
  });

  test("a bad address: 'Invalid EVM address' (or 'Invalid Solana address' on solana); a name is not one", () => {
    expect(checkSend(draft({ receiverAddress: '0x123' }), ACCOUNT)).toEqual({
      kind: 'invalidReceiver',
      message: 'Invalid EVM address',
    });
    expect(isInvalidReceiver(draft({ receiverAddress: 'not base58 0OIl' }), SOL_ACCOUNT)).toBe(true);
    expect(
      sendProblemOf(
        checkSend(
          draft({ token: { ...ETH, chainId: SOL_ACCOUNT.caipNetworkId }, receiverAddress: 'x' }),
          SOL_ACCOUNT,
        ),
      ),
    ).toBe('Invalid Solana address');
    expect(checkSend(draft({ receiverAddress: 'alice.reown.id' }), ACCOUNT)).toEqual({
      kind: 'name',
      name: 'alice.reown.id',
    });
  });

  test("an amount that is not one: 'Invalid amount'; a complete draft is ready", () => {
    expect(sendProblemOf(checkSend(draft({ sendTokenAmount: '1.2.3' }), ACCOUNT))).toBe('Invalid amount');
    expect(checkSend(draft({}), ACCOUNT)).toEqual({ kind: 'ready' });
    expect(sendProblemOf({ kind: 'ready' })).toBeUndefined();
  });
});

describe('the review figures', () => {
  test('the worth of the amount at the token price, exactly; none without a price', () => {
    expect(sendWorthOf(draft({ sendTokenAmount: '0.5' }))).toBe('1500');
    expect(sendWorthOf(draft({ token: { ...ETH, price: 0 } }))).toBeUndefined();
  });

  test('the fee: gas × gas price in the native unit', () => {
    expect(feeOf(21_000n, 1_000_000_000n, 18, 'ETH')).toEqual({ amount: '0.000021', symbol: 'ETH' });
  });
});
