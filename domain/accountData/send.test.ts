import { decodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.ts';
import {
  buildTransfer,
  isNativeToken,
  nameAddressOn,
  receiverNameOf,
  type SendAccount,
  sendDraftFailure,
  toSmallestUnit,
} from './send.ts';
import type { TokenBalance } from './tokenBalances.ts';

const FROM = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x52908400098527886E0F7030069857D2E4169EE7';
const ACCOUNT: SendAccount = { caipAddress: `eip155:1:${FROM}`, caipNetworkId: 'eip155:1' };
const SOL_ACCOUNT: SendAccount = {
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};
const SOL_RECEIVER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

const token = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
  ...overrides,
});
const ETH = token({});
const USDC = token({
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  quantity: { decimals: '6', numeric: '100' },
});
const SOL = token({
  name: 'Solana',
  symbol: 'SOL',
  chainId: SOL_ACCOUNT.caipNetworkId,
  address: `${SOL_ACCOUNT.caipNetworkId}:So11111111111111111111111111111111111111111`,
  quantity: { decimals: '9', numeric: '3' },
});

/** The text of what is wrong with a draft, as the send view shows it. */
const sendDraftError = (...args: Parameters<typeof sendDraftFailure>) => sendDraftFailure(...args)?.message;

describe('send validation (§5)', () => {
  it("'An amount and receiver address are required', then 'A token is required'", () => {
    const error = (draft: Parameters<typeof sendDraftFailure>[0]) => sendDraftError(draft, ACCOUNT);
    expect(error({ token: ETH, sendTokenAmount: '', receiverAddress: RECEIVER })).toBe(
      'An amount and receiver address are required',
    );
    expect(error({ token: ETH, sendTokenAmount: '1', receiverAddress: undefined })).toBe(
      MESSAGES.sendAmountAndReceiverRequired,
    );
    expect(error({ token: undefined, sendTokenAmount: '1', receiverAddress: RECEIVER })).toBe(
      'A token is required',
    );
    expect(error({ token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER })).toBeUndefined();
  });

  it('each failure carries the code of its text', () => {
    expect(
      sendDraftFailure({ token: undefined, sendTokenAmount: '1', receiverAddress: RECEIVER }, ACCOUNT),
    ).toEqual({ code: 'sendTokenRequired', message: 'A token is required' });
    expect(
      sendDraftFailure({ token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER }, undefined)?.code,
    ).toBe('noActiveCaipAddress');
  });

  it('the receiver must be an address of the namespace (§5 EVM and Solana address rules)', () => {
    expect(sendDraftError({ token: ETH, sendTokenAmount: '1', receiverAddress: '0x123' }, ACCOUNT)).toBe(
      MESSAGES.invalidEvmAddress,
    );
    // A mixed-case address with a wrong checksum is a typo, not an address.
    expect(
      sendDraftError(
        { token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER.replace('E7', 'e7') },
        ACCOUNT,
      ),
    ).toBe(MESSAGES.invalidEvmAddress);
    expect(sendDraftError({ token: SOL, sendTokenAmount: '1', receiverAddress: RECEIVER }, SOL_ACCOUNT)).toBe(
      MESSAGES.invalidSolanaAddress,
    );
  });

  it('the amount must be a positive number with no more decimals than the token has', () => {
    for (const amount of ['0', '0.0', 'abc', '-1', '1e3', '1.2.3', '0.0000001']) {
      expect(
        sendDraftError({ token: USDC, sendTokenAmount: amount, receiverAddress: RECEIVER }, ACCOUNT),
      ).toBe(MESSAGES.invalidAmount);
    }
    expect(toSmallestUnit('.5', 6)).toBe(500_000n);
    expect(toSmallestUnit('10.', 6)).toBe(10_000_000n);
  });

  it('a token of another network, or an SPL token on solana, cannot be sent', () => {
    expect(
      sendDraftError(
        { token: token({ chainId: 'eip155:137' }), sendTokenAmount: '1', receiverAddress: RECEIVER },
        ACCOUNT,
      ),
    ).toBe(MESSAGES.sendTokenNotSupported);
    const spl = {
      ...SOL,
      symbol: 'USDC',
      address: `${SOL.chainId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
    };
    expect(
      sendDraftError({ token: spl, sendTokenAmount: '1', receiverAddress: SOL_RECEIVER }, SOL_ACCOUNT),
    ).toBe(MESSAGES.sendTokenNotSupported);
  });

  it('§6: send is for eip155 and solana only; without an account nothing can be sent', () => {
    const polkadot: SendAccount = {
      caipAddress: 'polkadot:91b171bb158e2d3848fa23a9f1c25182:5F',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    };
    const dot = token({ chainId: polkadot.caipNetworkId });
    expect(sendDraftError({ token: dot, sendTokenAmount: '1', receiverAddress: RECEIVER }, polkadot)).toBe(
      MESSAGES.chainNotSupported,
    );
    expect(sendDraftError({ token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER }, undefined)).toBe(
      MESSAGES.noActiveCaipAddress,
    );
  });
});

describe('the transfer request (§4 send flow; §6 native and ERC-20 on eip155, SOL on solana)', () => {
  it('native currency on eip155: the value goes to the receiver, no data', () => {
    expect(
      buildTransfer({ token: ETH, sendTokenAmount: '1.5', receiverAddress: RECEIVER.toLowerCase() }, ACCOUNT),
    ).toEqual({
      namespace: 'eip155',
      kind: 'native',
      caipNetworkId: 'eip155:1',
      chainId: 1,
      from: FROM,
      to: RECEIVER,
      value: '1500000000000000000',
      data: '0x',
      receiver: RECEIVER,
      amount: '1500000000000000000',
      symbol: 'ETH',
    });
  });

  it('the native placeholder address 0xeee…e counts as the native currency', () => {
    expect(isNativeToken(token({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }))).toBe(
      true,
    );
    expect(isNativeToken(USDC)).toBe(false);
    // Wrapped SOL is an SPL token, not SOL.
    expect(
      isNativeToken({ ...SOL, address: `${SOL.chainId}:So11111111111111111111111111111111111111112` }),
    ).toBe(false);
  });

  it('an ERC-20 token on eip155: transfer(receiver, amount) to its contract, exact to the last unit', () => {
    const request = buildTransfer(
      { token: USDC, sendTokenAmount: '12.345678', receiverAddress: RECEIVER },
      ACCOUNT,
    );
    expect(request).toMatchObject({
      kind: 'erc20',
      to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      value: '0',
    });
    if (request.namespace !== 'eip155') throw new Error('eip155 expected');
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data })).toEqual({
      functionName: 'transfer',
      args: [RECEIVER, 12_345_678n],
    });
  });

  it('SOL on solana: lamports to the receiver', () => {
    expect(
      buildTransfer({ token: SOL, sendTokenAmount: '0.25', receiverAddress: SOL_RECEIVER }, SOL_ACCOUNT),
    ).toEqual({
      namespace: 'solana',
      kind: 'native',
      caipNetworkId: SOL_ACCOUNT.caipNetworkId,
      from: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      receiver: SOL_RECEIVER,
      amount: '250000000',
      symbol: 'SOL',
    });
  });
});

describe('a receiver typed as a name (alice.reown.id)', () => {
  it('is a name on eip155 (names are for eip155, §6), never on solana; addresses are not names', () => {
    const draft = (receiverAddress: string) => ({ token: ETH, sendTokenAmount: '1', receiverAddress });
    expect(receiverNameOf(draft(' alice.reown.id '), ACCOUNT)).toBe('alice.reown.id');
    expect(receiverNameOf(draft('vitalik.eth'), ACCOUNT)).toBe('vitalik.eth');
    expect(receiverNameOf(draft(RECEIVER), ACCOUNT)).toBeUndefined();
    expect(receiverNameOf(draft('alice'), ACCOUNT)).toBeUndefined();
    expect(receiverNameOf(draft('alice.reown.id'), SOL_ACCOUNT)).toBeUndefined();
    expect(receiverNameOf(draft('alice.reown.id'), undefined)).toBeUndefined();
  });

  it('lets the rest of the draft be checked (§5 texts first), leaving the name to the lookup', () => {
    expect(
      sendDraftError({ token: ETH, sendTokenAmount: '1', receiverAddress: 'alice.reown.id' }, ACCOUNT),
    ).toBe(undefined);
    expect(
      sendDraftError({ token: ETH, sendTokenAmount: '', receiverAddress: 'alice.reown.id' }, ACCOUNT),
    ).toBe(MESSAGES.sendAmountAndReceiverRequired);
    expect(
      sendDraftError({ token: undefined, sendTokenAmount: '1', receiverAddress: 'alice.reown.id' }, ACCOUNT),
    ).toBe(MESSAGES.sendTokenRequired);
    expect(
      sendDraftError({ token: ETH, sendTokenAmount: 'x', receiverAddress: 'alice.reown.id' }, ACCOUNT),
    ).toBe(MESSAGES.invalidAmount);
  });

  it("resolves to the name's address under the chain's coin type (chain id | 0x80000000), none elsewhere", () => {
    const addresses = { [String(0x80000001)]: { address: RECEIVER }, '60': { address: FROM } };
    expect(nameAddressOn(addresses, 'eip155:1')).toBe(RECEIVER);
    expect(nameAddressOn(addresses, 'eip155:137')).toBeUndefined();
    expect(nameAddressOn(addresses, 'eip155:4294967296')).toBeUndefined();
    expect(nameAddressOn(addresses, SOL_ACCOUNT.caipNetworkId)).toBeUndefined();
  });
});
