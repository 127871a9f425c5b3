import { encodeErrorResult, parseAbi } from 'viem';
import { expect, test } from 'vitest';
import {
  ACCOUNT,
  approvalForAll,
  erc20Approval,
  erc20Transfer,
  NFT,
  nativeTransfer,
  nftTransfer,
  OTHER,
  TOKEN,
  TOKEN_B,
  transferBatch,
} from '../../test-support/simulationFixtures.ts';
import { simulatedOutcome } from './outcome.ts';
import { type SimulationInput, simulationInputSchema } from './simulationInput.ts';
import { NATIVE_COIN_ADDRESS } from './tokenEvents.ts';

const ETH = { symbol: 'ETH', decimals: 18 };
const tokens = {
  [TOKEN]: { symbol: 'USDC', decimals: 6 },
  [TOKEN_B]: { symbol: 'WETH', decimals: 18 },
  [NFT]: { symbol: 'PUNK' },
};

const input = (overrides: Partial<SimulationInput>): SimulationInput =>
  simulationInputSchema.parse({
    account: ACCOUNT,
    calls: [{ to: OTHER }],
    results: [],
    nativeCurrency: ETH,
    tokens,
    ...overrides,
  });

test('a plain native transfer: the coin goes out, and the receiver gains it', () => {
  const outcome = simulatedOutcome(
    input({
      calls: [{ to: OTHER, value: 10n ** 16n }],
      results: [{ status: 'success', logs: [nativeTransfer(ACCOUNT, OTHER, 10n ** 16n)] }],
    }),
  );
  const eth = {
    standard: 'native',
    token: NATIVE_COIN_ADDRESS,
    symbol: 'ETH',
    decimals: 18,
    amount: 10n ** 16n,
  };
  expect(outcome).toEqual({
    outgoing: [eth],
    incoming: [],
    counterpart: { address: OTHER, gains: [eth] },
    approvals: [],
    contractsCreated: 0,
  });
});

test('a node that does not trace native transfers: the coin out is each succeeded call’s value', () => {
  const outcome = simulatedOutcome(
    input({ calls: [{ to: OTHER, value: 5n }], results: [{ status: 'success', logs: [] }] }),
  );
  expect(outcome.outgoing).toEqual([
    { standard: 'native', token: NATIVE_COIN_ADDRESS, symbol: 'ETH', decimals: 18, amount: 5n },
  ]);
});

test('a swap: one token out, another in, net per token; no single receiver gain is claimed', () => {
  const outcome = simulatedOutcome(
    input({
      calls: [{ to: OTHER, data: '0x12345678' }],
      results: [
        {
          status: 'success',
          logs: [
            erc20Transfer(TOKEN, ACCOUNT, OTHER, 3_000_000n),
            erc20Transfer(TOKEN, OTHER, ACCOUNT, 1_000_000n),
            erc20Transfer(TOKEN_B, OTHER, ACCOUNT, 10n ** 18n),
          ],
        },
      ],
    }),
  );
  expect(outcome.outgoing).toEqual([
    { standard: 'erc20', token: TOKEN, symbol: 'USDC', decimals: 6, amount: 2_000_000n },
  ]);
  expect(outcome.incoming).toEqual([
    { standard: 'erc20', token: TOKEN_B, symbol: 'WETH', decimals: 18, amount: 10n ** 18n },
  ]);
  expect(outcome.counterpart).toBeUndefined();
});

test('NFTs: an ERC-721 by its id, ERC-1155 by id and amount', () => {
  const outcome = simulatedOutcome(
    input({
      results: [
        {
          status: 'success',
          logs: [nftTransfer(NFT, OTHER, ACCOUNT, 42n), transferBatch(TOKEN_B, ACCOUNT, OTHER, [1n], [4n])],
        },
      ],
    }),
  );
  expect(outcome.incoming).toEqual([
    { standard: 'erc721', token: NFT, symbol: 'PUNK', tokenId: 42n, amount: 1n },
  ]);
  expect(outcome.outgoing).toEqual([
    { standard: 'erc1155', token: TOKEN_B, symbol: 'WETH', tokenId: 1n, amount: 4n },
  ]);
});

test('a predicted revert names the first failing call and its Error(string) reason', () => {
  const data = encodeErrorResult({
    abi: parseAbi(['error Error(string)']),
    errorName: 'Error',
    args: ['not enough balance'],
  });
  const outcome = simulatedOutcome(
    input({
      calls: [{ to: OTHER }, { to: OTHER }],
      results: [
        { status: 'success', logs: [] },
        { status: 'failure', data },
      ],
    }),
  );
  expect(outcome.revert).toEqual({ callIndex: 1, reason: 'not enough balance' });
});

test('a revert by panic reads as its meaning; a custom error by its selector; none with no data', () => {
  const panic = encodeErrorResult({
    abi: parseAbi(['error Panic(uint256)']),
    errorName: 'Panic',
    args: [17n],
  });
  expect(simulatedOutcome(input({ results: [{ status: 'failure', data: panic }] })).revert?.reason).toBe(
    'arithmetic overflow or underflow',
  );
  expect(
    simulatedOutcome(input({ results: [{ status: 'failure', data: '0xdeadbeef' }] })).revert?.reason,
  ).toBe('error 0xdeadbeef');
  expect(simulatedOutcome(input({ results: [{ status: 'failure', data: '0x' }] })).revert).toEqual({
    callIndex: 0,
  });
});

test('approvals: unlimited flagged, a spender without code marked, a collection approval and its revocation', () => {
  const outcome = simulatedOutcome(
    input({
      hasCode: { [OTHER]: false, [TOKEN_B]: true },
      results: [
        {
          status: 'success',
          logs: [
            erc20Approval(TOKEN, ACCOUNT, OTHER, 2n ** 256n - 1n),
            erc20Approval(TOKEN, ACCOUNT, TOKEN_B, 5_000_000n),
            approvalForAll(NFT, ACCOUNT, TOKEN_B, true),
            approvalForAll(TOKEN_B, ACCOUNT, TOKEN_B, false),
            erc20Approval(TOKEN, OTHER, ACCOUNT, 1n),
          ],
        },
      ],
    }),
  );
  expect(outcome.approvals).toEqual([
    {
      scope: 'erc20',
      token: TOKEN,
      symbol: 'USDC',
      decimals: 6,
      spender: OTHER,
      amount: 2n ** 256n - 1n,
      unlimited: true,
      revoked: false,
      spenderIsContract: false,
    },
    {
      scope: 'erc20',
      token: TOKEN,
      symbol: 'USDC',
      decimals: 6,
      spender: TOKEN_B,
      amount: 5_000_000n,
      unlimited: false,
      revoked: false,
      spenderIsContract: true,
    },
    {
      scope: 'all',
      token: NFT,
      symbol: 'PUNK',
      spender: TOKEN_B,
      unlimited: true,
      revoked: false,
      spenderIsContract: true,
    },
    {
      scope: 'all',
      token: TOKEN_B,
      symbol: 'WETH',
      spender: TOKEN_B,
      unlimited: false,
      revoked: true,
      spenderIsContract: true,
    },
  ]);
});

test('a call with no receiver creates a contract', () => {
  expect(
    simulatedOutcome(input({ calls: [{ data: '0x6080' }], results: [{ status: 'success' }] }))
      .contractsCreated,
  ).toBe(1);
});

test('the input is parsed: a node’s hex quantities become bigints, a malformed address is refused', () => {
  expect(
    simulationInputSchema.parse({
      account: ACCOUNT,
      calls: [{ to: OTHER, value: '0x10' }],
      results: [],
      nativeCurrency: ETH,
    }).calls[0]?.value,
  ).toBe(16n);
  expect(
    simulationInputSchema.safeParse({ account: '0x12', calls: [], results: [], nativeCurrency: ETH }).success,
  ).toBe(false);
});

test('an allowance written twice in one request (approved, then partly spent) is one grant at its last value', () => {
  const outcome = simulatedOutcome(
    input({
      results: [
        { status: 'success', logs: [erc20Approval(TOKEN, ACCOUNT, TOKEN_B, 10n)] },
        {
          status: 'success',
          logs: [erc20Transfer(TOKEN, ACCOUNT, TOKEN_B, 4n), erc20Approval(TOKEN, ACCOUNT, TOKEN_B, 6n)],
        },
      ],
    }),
  );
  expect(outcome.approvals.map((approval) => approval.amount)).toEqual([6n]);
});
