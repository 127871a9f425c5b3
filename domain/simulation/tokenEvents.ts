/**
 * The token events of a simulated call, read from its logs by their topics (ERC-20 and ERC-721 share
 * `Transfer` and `Approval`; the count of indexed topics tells them apart). A native coin transfer
 * shows as an ERC-20 `Transfer` from the pseudo-address 0xeeee…eeee (`eth_simulateV1`'s
 * traceTransfers). Logs that do not parse are skipped: they are not token moves.
 */
import type { SimulationLog } from './simulationInput.ts';

/** The address `eth_simulateV1` writes native coin transfers from. */
export const NATIVE_COIN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';
const APPROVAL_FOR_ALL = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31';
const TRANSFER_SINGLE = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
const TRANSFER_BATCH = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

/** How an asset is held: a chain's coin, an EVM token standard, or a Solana SPL token (by its mint). */
export type Standard = 'native' | 'erc20' | 'erc721' | 'erc1155' | 'spl';

export type TokenEvent =
  | {
      kind: 'transfer';
      standard: Standard;
      token: string;
      from: string;
      to: string;
      amount: bigint;
      tokenId?: bigint;
    }
  | { kind: 'approval'; standard: 'erc20'; token: string; owner: string; spender: string; amount: bigint }
  | { kind: 'approval'; standard: 'erc721'; token: string; owner: string; spender: string; tokenId: bigint }
  | { kind: 'approvalForAll'; token: string; owner: string; operator: string; approved: boolean };

const topicAddress = (topic: string): string => `0x${topic.slice(-40)}`.toLowerCase();

/** The 32-byte words of a log's data. */
function words(data: string): bigint[] {
  const body = data.slice(2);
  const out: bigint[] = [];
  for (let at = 0; at + 64 <= body.length; at += 64) out.push(BigInt(`0x${body.slice(at, at + 64)}`));
  return out;
}

/** ABI-encoded `uint256[]` at a byte offset of `all` (the words of the data). */
function uintArrayAt(all: bigint[], byteOffset: bigint): bigint[] | undefined {
  const start = Number(byteOffset / 32n);
  const length = all[start];
  if (length === undefined || start + 1 + Number(length) > all.length) return undefined;
  return all.slice(start + 1, start + 1 + Number(length));
}

function transferEvents(log: SimulationLog, token: string): TokenEvent[] {
  const [, fromTopic, toTopic, idTopic] = log.topics;
  if (!fromTopic || !toTopic) return [];
  const from = topicAddress(fromTopic);
  const to = topicAddress(toTopic);
  if (idTopic !== undefined) {
    return [{ kind: 'transfer', standard: 'erc721', token, from, to, amount: 1n, tokenId: BigInt(idTopic) }];
  }
  const [amount] = words(log.data);
  if (amount === undefined) return [];
  const standard = token === NATIVE_COIN_ADDRESS ? 'native' : 'erc20';
  return [{ kind: 'transfer', standard, token, from, to, amount }];
}

function approvalEvents(log: SimulationLog, token: string): TokenEvent[] {
  const [, ownerTopic, spenderTopic, idTopic] = log.topics;
  if (!ownerTopic || !spenderTopic) return [];
  const owner = topicAddress(ownerTopic);
  const spender = topicAddress(spenderTopic);
  if (idTopic !== undefined)
    return [{ kind: 'approval', standard: 'erc721', token, owner, spender, tokenId: BigInt(idTopic) }];
  const [amount] = words(log.data);
  if (amount === undefined) return [];
  return [{ kind: 'approval', standard: 'erc20', token, owner, spender, amount }];
}

function multiTokenEvents(log: SimulationLog, token: string, batch: boolean): TokenEvent[] {
  const [, , fromTopic, toTopic] = log.topics;
  if (!fromTopic || !toTopic) return [];
  const from = topicAddress(fromTopic);
  const to = topicAddress(toTopic);
  const data = words(log.data);
  if (!batch) {
    const [tokenId, amount] = data;
    if (tokenId === undefined || amount === undefined) return [];
    return [{ kind: 'transfer', standard: 'erc1155', token, from, to, amount, tokenId }];
  }
  const [idsOffset, amountsOffset] = data;
  if (idsOffset === undefined || amountsOffset === undefined) return [];
  const ids = uintArrayAt(data, idsOffset);
  const amounts = uintArrayAt(data, amountsOffset);
  if (!ids || !amounts || ids.length !== amounts.length) return [];
  return ids.map((tokenId, index) => ({
    kind: 'transfer' as const,
    standard: 'erc1155' as const,
    token,
    from,
    to,
    amount: amounts[index] ?? 0n,
    tokenId,
  }));
}

/** Every token event in `logs`, in log order. */
export function decodeTokenEvents(logs: readonly SimulationLog[]): TokenEvent[] {
  return logs.flatMap((log) => {
    const token = log.address.toLowerCase();
    const [topic0, ownerTopic, operatorTopic] = log.topics;
    switch (topic0?.toLowerCase()) {
      case TRANSFER:
        return transferEvents(log, token);
      case APPROVAL:
        return approvalEvents(log, token);
      case APPROVAL_FOR_ALL: {
        if (!ownerTopic || !operatorTopic) return [];
        const [approved] = words(log.data);
        return [
          {
            kind: 'approvalForAll' as const,
            token,
            owner: topicAddress(ownerTopic),
            operator: topicAddress(operatorTopic),
            approved: approved !== undefined && approved !== 0n,
          },
        ];
      }
      case TRANSFER_SINGLE:
        return multiTokenEvents(log, token, false);
      case TRANSFER_BATCH:
        return multiTokenEvents(log, token, true);
      default:
        return [];
    }
  });
}
