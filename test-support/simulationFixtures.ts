/**
 * Logs as a node writes them, for the decoding tests: each event encoded by viem from its ABI, so the
 * tests do not share the decoder's reading of topics.
 */
import { encodeAbiParameters, encodeEventTopics, type Hex, parseAbi } from 'viem';
import type { SimulationLog } from '../domain/simulation/simulationInput.ts';
import { NATIVE_COIN_ADDRESS } from '../domain/simulation/tokenEvents.ts';

export const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const TOKEN_B = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
export const NFT = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';

const erc20 = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);
const erc721 = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
]);
const erc1155 = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

const log = (address: string, topics: readonly (Hex | Hex[] | null)[], data: Hex): SimulationLog => ({
  address,
  topics: topics.filter((topic): topic is Hex => typeof topic === 'string'),
  data,
});

export const erc20Transfer = (token: string, from: string, to: string, value: bigint) =>
  log(
    token,
    encodeEventTopics({ abi: erc20, eventName: 'Transfer', args: { from: from as Hex, to: to as Hex } }),
    encodeAbiParameters([{ type: 'uint256' }], [value]),
  );

export const nativeTransfer = (from: string, to: string, value: bigint) =>
  erc20Transfer(NATIVE_COIN_ADDRESS, from, to, value);

export const erc20Approval = (token: string, owner: string, spender: string, value: bigint) =>
  log(
    token,
    encodeEventTopics({
      abi: erc20,
      eventName: 'Approval',
      args: { owner: owner as Hex, spender: spender as Hex },
    }),
    encodeAbiParameters([{ type: 'uint256' }], [value]),
  );

export const nftTransfer = (token: string, from: string, to: string, tokenId: bigint) =>
  log(
    token,
    encodeEventTopics({
      abi: erc721,
      eventName: 'Transfer',
      args: { from: from as Hex, to: to as Hex, tokenId },
    }),
    '0x',
  );

export const nftApproval = (token: string, owner: string, approved: string, tokenId: bigint) =>
  log(
    token,
    encodeEventTopics({
      abi: erc721,
      eventName: 'Approval',
      args: { owner: owner as Hex, approved: approved as Hex, tokenId },
    }),
    '0x',
  );

export const approvalForAll = (token: string, owner: string, operator: string, approved: boolean) =>
  log(
    token,
    encodeEventTopics({
      abi: erc721,
      eventName: 'ApprovalForAll',
      args: { owner: owner as Hex, operator: operator as Hex },
    }),
    encodeAbiParameters([{ type: 'bool' }], [approved]),
  );

export const transferSingle = (token: string, from: string, to: string, id: bigint, value: bigint) =>
  log(
    token,
    encodeEventTopics({
      abi: erc1155,
      eventName: 'TransferSingle',
      args: { operator: from as Hex, from: from as Hex, to: to as Hex },
    }),
    encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [id, value]),
  );

export const transferBatch = (token: string, from: string, to: string, ids: bigint[], values: bigint[]) =>
  log(
    token,
    encodeEventTopics({
      abi: erc1155,
      eventName: 'TransferBatch',
      args: { operator: from as Hex, from: from as Hex, to: to as Hex },
    }),
    encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, values]),
  );
