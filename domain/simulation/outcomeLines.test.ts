import { getAddress } from 'viem';
import { expect, test } from 'vitest';
import { ACCOUNT, NFT, OTHER, TOKEN } from '../../test-support/simulationFixtures.ts';
import type { SimulatedOutcome } from './outcome.ts';
import { outcomeLines, permitLines } from './outcomeLines.ts';
import { NATIVE_COIN_ADDRESS } from './tokenEvents.ts';

const eth = {
  standard: 'native' as const,
  token: NATIVE_COIN_ADDRESS,
  symbol: 'ETH',
  decimals: 18,
  amount: 10n ** 16n,
};
const none: SimulatedOutcome = { outgoing: [], incoming: [], approvals: [], contractsCreated: 0 };
const texts = (outcome: SimulatedOutcome) => outcomeLines(outcome).map((line) => line.text);

test('a transfer reads as what you send and what the receiver gains, the address in full', () => {
  expect(texts({ ...none, outgoing: [eth], counterpart: { address: OTHER, gains: [eth] } })).toEqual([
    'You send 0.01 ETH',
    `+0.01 ETH to ${getAddress(OTHER)}`,
  ]);
});

test('amounts are written for people by the shared format, in the asked locale', () => {
  const usdc = {
    standard: 'erc20' as const,
    token: TOKEN,
    symbol: 'USDC',
    decimals: 6,
    amount: 1_234_500_000n,
  };
  const [line] = outcomeLines({ ...none, incoming: [usdc] }, { locale: 'de' });
  expect(line).toMatchObject({
    id: 'actions.simulation.received',
    tone: 'in',
    params: { amount: '1.234,5 USDC' },
  });
});

test('an NFT reads by its collection and id; a token with no known symbol by its address', () => {
  const nft = { standard: 'erc721' as const, token: NFT, symbol: 'PUNK', amount: 1n, tokenId: 42n };
  const unknown = { standard: 'erc20' as const, token: TOKEN, amount: 7n };
  expect(texts({ ...none, incoming: [nft], outgoing: [unknown] })).toEqual([
    `You send 7 ${getAddress(TOKEN)}`,
    'You receive PUNK #42',
  ]);
});

test('a predicted revert comes first, with its reason', () => {
  const lines = outcomeLines({
    ...none,
    outgoing: [eth],
    revert: { callIndex: 0, reason: 'not enough balance' },
  });
  expect(lines[0]).toMatchObject({
    id: 'actions.simulation.revert',
    tone: 'danger',
    text: 'This transaction will fail: not enough balance',
  });
  expect(outcomeLines({ ...none, revert: { callIndex: 0 } }).map((line) => line.text)).toEqual([
    'This transaction will fail.',
  ]);
});

test('an unlimited approval to an account without code carries both warnings', () => {
  const lines = outcomeLines({
    ...none,
    approvals: [
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
    ],
  });
  expect(lines.map((line) => line.id)).toEqual([
    'actions.simulation.approvalUnlimited',
    'actions.simulation.warning.unlimited',
    'actions.simulation.warning.notContract',
    'actions.simulation.noChanges',
  ]);
  expect(lines[0]?.text).toBe(`Allows ${getAddress(OTHER)} to spend all your USDC`);
});

test('a limited approval names its amount; a collection approval and a creation read as such', () => {
  expect(
    texts({
      ...none,
      approvals: [
        {
          scope: 'erc20',
          token: TOKEN,
          symbol: 'USDC',
          decimals: 6,
          spender: OTHER,
          amount: 5_000_000n,
          unlimited: false,
          revoked: false,
          spenderIsContract: true,
        },
        { scope: 'all', token: NFT, symbol: 'PUNK', spender: OTHER, unlimited: true, revoked: false },
      ],
      contractsCreated: 1,
    }),
  ).toEqual([
    `Allows ${getAddress(OTHER)} to spend 5 USDC`,
    `Allows ${getAddress(OTHER)} to move every PUNK you hold`,
    `Unlimited approval: ${getAddress(OTHER)} can take all your PUNK, now and later.`,
    'Creates a contract',
    'No change to your balances',
  ]);
});

test('a permit reads as who may spend what, and until when', () => {
  const lines = permitLines(
    {
      kind: 'eip2612',
      spender: OTHER,
      tokens: [{ token: TOKEN, amount: 5_000_000n, unlimited: false }],
      deadline: 1_767_225_600n,
      oneTime: false,
    },
    { tokens: { [TOKEN]: { symbol: 'USDC', decimals: 6 } } },
  );
  expect(lines.map((line) => line.text)).toEqual([
    `Allows ${getAddress(OTHER)} to spend 5 USDC`,
    'Valid until Jan 1, 2026, 12:00 AM UTC',
  ]);
  const forever = permitLines({
    kind: 'generic',
    spender: ACCOUNT,
    tokens: [{ token: TOKEN, amount: 2n ** 256n - 1n, unlimited: true }],
    oneTime: false,
  });
  expect(forever.map((line) => line.id)).toEqual([
    'actions.simulation.permitUnlimited',
    'actions.simulation.warning.unlimited',
    'actions.simulation.noDeadline',
  ]);
});

test('a coin or token whose price is known carries its worth in fiat; an unpriced one and an NFT none', () => {
  const usdc = { standard: 'erc20' as const, token: TOKEN, symbol: 'USDC', decimals: 6, amount: 2_500_000n };
  const nft = { standard: 'erc721' as const, token: NFT, symbol: 'PUNK', amount: 1n, tokenId: 42n };
  const lines = outcomeLines(
    { ...none, outgoing: [eth], incoming: [usdc, nft] },
    { prices: { [NATIVE_COIN_ADDRESS]: 2500, [NFT.toLowerCase()]: 10 } },
  );
  expect(lines.map(({ text, worth }) => ({ text, worth }))).toEqual([
    { text: 'You send 0.01 ETH', worth: '$25.00' },
    { text: 'You receive 2.5 USDC', worth: undefined },
    { text: 'You receive PUNK #42', worth: undefined },
  ]);
  const [gain] = outcomeLines(
    { ...none, outgoing: [], counterpart: { address: OTHER, gains: [usdc] } },
    { prices: { [TOKEN.toLowerCase()]: 1 } },
  );
  expect(gain).toMatchObject({ id: 'actions.simulation.gain', worth: '$2.50' });
});
