import { expect, test } from 'vitest';
import {
  ACCOUNT,
  approvalForAll,
  erc20Approval,
  erc20Transfer,
  NFT,
  nativeTransfer,
  nftApproval,
  nftTransfer,
  OTHER,
  TOKEN,
  transferBatch,
  transferSingle,
} from '../../test-support/simulationFixtures.ts';
import { decodeTokenEvents, NATIVE_COIN_ADDRESS } from './tokenEvents.ts';

test('an ERC-20 Transfer (two indexed addresses, the amount in data) is a token transfer', () => {
  expect(decodeTokenEvents([erc20Transfer(TOKEN, ACCOUNT, OTHER, 5n)])).toEqual([
    { kind: 'transfer', standard: 'erc20', token: TOKEN, from: ACCOUNT, to: OTHER, amount: 5n },
  ]);
});

test('a Transfer from 0xeeee…eeee (traceTransfers) is the native coin', () => {
  expect(decodeTokenEvents([nativeTransfer(ACCOUNT, OTHER, 10n)])).toEqual([
    {
      kind: 'transfer',
      standard: 'native',
      token: NATIVE_COIN_ADDRESS,
      from: ACCOUNT,
      to: OTHER,
      amount: 10n,
    },
  ]);
});

test('an ERC-721 Transfer (the token id indexed) is one NFT', () => {
  expect(decodeTokenEvents([nftTransfer(NFT, OTHER, ACCOUNT, 42n)])).toEqual([
    { kind: 'transfer', standard: 'erc721', token: NFT, from: OTHER, to: ACCOUNT, amount: 1n, tokenId: 42n },
  ]);
});

test('ERC-1155 TransferSingle and TransferBatch give one transfer per id', () => {
  expect(
    decodeTokenEvents([
      transferSingle(NFT, ACCOUNT, OTHER, 7n, 3n),
      transferBatch(NFT, OTHER, ACCOUNT, [1n, 2n], [10n, 20n]),
    ]),
  ).toEqual([
    { kind: 'transfer', standard: 'erc1155', token: NFT, from: ACCOUNT, to: OTHER, amount: 3n, tokenId: 7n },
    { kind: 'transfer', standard: 'erc1155', token: NFT, from: OTHER, to: ACCOUNT, amount: 10n, tokenId: 1n },
    { kind: 'transfer', standard: 'erc1155', token: NFT, from: OTHER, to: ACCOUNT, amount: 20n, tokenId: 2n },
  ]);
});

test('approvals: an ERC-20 allowance, one NFT, and a whole collection (given and taken back)', () => {
  expect(
    decodeTokenEvents([
      erc20Approval(TOKEN, ACCOUNT, OTHER, 100n),
      nftApproval(NFT, ACCOUNT, OTHER, 9n),
      approvalForAll(NFT, ACCOUNT, OTHER, true),
      approvalForAll(NFT, ACCOUNT, OTHER, false),
    ]),
  ).toEqual([
    { kind: 'approval', standard: 'erc20', token: TOKEN, owner: ACCOUNT, spender: OTHER, amount: 100n },
    { kind: 'approval', standard: 'erc721', token: NFT, owner: ACCOUNT, spender: OTHER, tokenId: 9n },
    { kind: 'approvalForAll', token: NFT, owner: ACCOUNT, operator: OTHER, approved: true },
    { kind: 'approvalForAll', token: NFT, owner: ACCOUNT, operator: OTHER, approved: false },
  ]);
});

test('logs of other events, or too short to read, are not token moves', () => {
  const broken = { ...erc20Transfer(TOKEN, ACCOUNT, OTHER, 5n), data: '0x' };
  const other = { address: TOKEN, topics: [`0x${'ab'.repeat(32)}`], data: '0x' };
  const batchWithBadOffsets = {
    ...transferBatch(NFT, ACCOUNT, OTHER, [1n], [1n]),
    data: `0x${'ff'.repeat(64)}`,
  };
  expect(decodeTokenEvents([broken, other, batchWithBadOffsets])).toEqual([]);
});
