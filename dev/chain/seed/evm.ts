/**
 * Runs the seed of plan.ts on one anvil: each block's transactions are sent with automine off and mined
 * together by `evm_mine`, at a base fee and gas price of 0 (so no dev account pays gas); afterwards the
 * base fee is set back to anvil's genesis value and automine is turned on again.
 */
import {
  type Address,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  type Hash,
  type Hex,
  http,
  numberToHex,
  publicActions,
} from 'viem';
import { CREATE2_DEPLOYER, ENTRY_POINT_07, entryPointRequest } from './accountAbstraction.ts';
import { ERC20_ABI, ERC20_BYTECODE } from './artifacts/erc20.ts';
import { ERC721_ABI, ERC721_BYTECODE } from './artifacts/erc721.ts';
import { EXCHANGE_CONTRACTS, exchangeRequests } from './evmExchange.ts';
import { EXCHANGE_FIRST_NONCE, POOLS_NATIVE_TOTAL } from './exchange.ts';
import { PETS, SEED_BLOCKS, SEED_DEPLOYER, SEEDED_CONTRACTS, type SeedStep } from './plan.ts';
import { SAFE_CONTRACTS, SAFE_SINGLETON_FACTORY, safeRequests } from './safe.ts';

/** anvil's genesis base fee (1 gwei), restored after the seed. */
const ANVIL_GENESIS_BASE_FEE = 1_000_000_000n;

/** What {@link seedEvmChain} did. */
export interface EvmSeedResult {
  /** Numbers of the blocks the seed mined, in order. */
  blocks: bigint[];
  /** Hashes of the seeded transactions, in plan order. */
  transactions: Hash[];
  /** The deployed contracts: symbol → address (the same on every chain). */
  contracts: Record<string, Address>;
}

/** One transaction of the seed, sent from an anvil-unlocked account. */
export interface TxRequest {
  from: Address;
  to?: Address;
  data?: Hex;
  value?: bigint;
  gas: bigint;
}

function requestOf(step: SeedStep): TxRequest {
  switch (step.kind) {
    case 'deploy':
      return step.contract.kind === 'erc20'
        ? {
            from: SEED_DEPLOYER,
            gas: 3_000_000n,
            data: encodeDeployData({
              abi: ERC20_ABI,
              bytecode: ERC20_BYTECODE,
              args: [step.contract.name, step.contract.symbol, step.contract.decimals],
            }),
          }
        : {
            from: SEED_DEPLOYER,
            gas: 6_000_000n,
            data: encodeDeployData({
              abi: ERC721_ABI,
              bytecode: ERC721_BYTECODE,
              args: [step.contract.name, step.contract.symbol, step.contract.baseUri],
            }),
          };
    case 'native':
      return { from: step.from, to: step.to, value: step.value, gas: 21_000n };
    case 'mint':
      return {
        from: SEED_DEPLOYER,
        to: step.token.address,
        gas: 200_000n,
        data: encodeFunctionData({ abi: ERC20_ABI, functionName: 'mint', args: [step.to, step.amount] }),
      };
    case 'mintNft':
      return {
        from: SEED_DEPLOYER,
        to: PETS.address,
        gas: 300_000n,
        data: encodeFunctionData({ abi: ERC721_ABI, functionName: 'mint', args: [step.to] }),
      };
    case 'transfer':
      return {
        from: step.from,
        to: step.token.address,
        gas: 200_000n,
        data: encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [step.to, step.amount] }),
      };
    case 'transferNft':
      return {
        from: step.from,
        to: PETS.address,
        gas: 200_000n,
        data: encodeFunctionData({
          abi: ERC721_ABI,
          functionName: 'transferFrom',
          args: [step.from, step.to, step.tokenId],
        }),
      };
  }
}

/** A viem test client (anvil mode) with the public actions, on one anvil. */
export function anvilClient(url: string) {
  return createTestClient({ mode: 'anvil', transport: http(url, { batch: { batchSize: 500 } }) }).extend(
    publicActions,
  );
}

/** A viem client on an anvil. */
export type AnvilClient = ReturnType<typeof anvilClient>;

type RawRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>;

/** eth_sendTransaction from an anvil-unlocked account with an explicit nonce, gas and zero fees. */
export async function sendUnlocked(client: AnvilClient, tx: TxRequest, nonce: number): Promise<Hash> {
  // eth_sendTransaction is a wallet method that viem's test client does not type; anvil signs for its
  // own unlocked accounts.
  const request = client.request as unknown as RawRequest;
  const hash = await request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: tx.from,
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        value: numberToHex(tx.value ?? 0n),
        gas: numberToHex(tx.gas),
        nonce: numberToHex(nonce),
        maxFeePerGas: '0x0',
        maxPriorityFeePerGas: '0x0',
      },
    ],
  });
  return hash as Hash;
}

/**
 * Sends every transaction of `batch` (in order, nonces counted from the chain) with automine off, mines
 * them into one block with a base fee of 0, and returns the hashes and the block number. Automine must be
 * off (see {@link withManualMining}).
 */
export async function mineBatch(
  client: AnvilClient,
  batch: readonly TxRequest[],
  nonces: Map<Address, number>,
): Promise<{ hashes: Hash[]; block: bigint }> {
  await client.setNextBlockBaseFeePerGas({ baseFeePerGas: 0n });
  const hashes: Hash[] = [];
  for (const tx of batch) {
    const nonce =
      nonces.get(tx.from) ?? (await client.getTransactionCount({ address: tx.from, blockTag: 'latest' }));
    nonces.set(tx.from, nonce + 1);
    hashes.push(await sendUnlocked(client, tx, nonce));
  }
  await client.mine({ blocks: 1 });
  return { hashes, block: await client.getBlockNumber({ cacheTime: 0 }) };
}

/** Runs `work` with automine off; afterwards restores anvil's base fee and automine. */
export async function withManualMining<T>(client: AnvilClient, work: () => Promise<T>): Promise<T> {
  await client.setAutomine(false);
  try {
    return await work();
  } finally {
    await client.setNextBlockBaseFeePerGas({ baseFeePerGas: ANVIL_GENESIS_BASE_FEE });
    await client.setAutomine(true);
  }
}

/** Throws unless every receipt succeeded (or reverted, where planned) in `block`. */
function checkReceipts(
  receipts: readonly { status: string; blockNumber: bigint; transactionHash: Hash }[],
  block: bigint,
  expectedStatus: (i: number) => 'success' | 'reverted',
  what: (i: number) => string,
): void {
  receipts.forEach((receipt, i) => {
    if (receipt.status !== expectedStatus(i) || receipt.blockNumber !== block) {
      throw new Error(`seed: ${what(i)} ${receipt.transactionHash} ended ${receipt.status}`);
    }
  });
}

/** The contracts of block 5, by name. */
const ACCOUNT_ABSTRACTION_CONTRACTS = { EntryPoint: ENTRY_POINT_07, ...SAFE_CONTRACTS } as const;

/**
 * Block 5: EntryPoint v0.7 and the Safe contracts of the smart accounts (safe.ts) through the CREATE2
 * deployers (no deployer nonce decides their addresses); checks that each answers with code where planned.
 */
async function seedAccountAbstraction(
  client: AnvilClient,
  nonces: Map<Address, number>,
  transactions: Hash[],
): Promise<bigint> {
  // Safe's singleton factory is Arachnid's deployer under another address (see safe.ts).
  const deployerCode = await client.getCode({ address: CREATE2_DEPLOYER });
  if (!deployerCode) throw new Error(`seed: no CREATE2 deployer at ${CREATE2_DEPLOYER}`);
  await client.setCode({ address: SAFE_SINGLETON_FACTORY, bytecode: deployerCode });
  const { hashes, block } = await mineBatch(client, [entryPointRequest(), ...safeRequests()], nonces);
  transactions.push(...hashes);
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })));
  checkReceipts(
    receipts,
    block,
    () => 'success',
    (i) => `account abstraction deployment ${i}`,
  );
  for (const [name, address] of Object.entries(ACCOUNT_ABSTRACTION_CONTRACTS)) {
    const code = await client.getCode({ address });
    if (!code || code === '0x') throw new Error(`seed: ${name} has no code at ${address}`);
  }
  return block;
}

/**
 * Seeds a fresh anvil (the deployer's nonce must be 0) with plan.ts: deploys the tokens and the
 * collection, mints and transfers; then, in a fourth block, the exchange of exchange.ts. Checks that every
 * transaction ended as planned and that each contract landed at its planned address.
 */
export async function seedEvmChain(url: string): Promise<EvmSeedResult> {
  const client = anvilClient(url);
  const deployerNonce = await client.getTransactionCount({ address: SEED_DEPLOYER });
  if (deployerNonce !== 0) throw new Error(`seed: ${url} is not fresh (deployer nonce ${deployerNonce})`);
  // The pools' native coin is credited rather than taken, so the deployer too keeps its 10 000 ETH.
  const deployerBalance = await client.getBalance({ address: SEED_DEPLOYER });
  await client.setBalance({ address: SEED_DEPLOYER, value: deployerBalance + POOLS_NATIVE_TOTAL });
  const nonces = new Map<Address, number>();
  const blocks: bigint[] = [];
  const transactions: Hash[] = [];
  await withManualMining(client, async () => {
    for (const steps of SEED_BLOCKS) {
      const { hashes, block } = await mineBatch(client, steps.map(requestOf), nonces);
      blocks.push(block);
      transactions.push(...hashes);
      const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })));
      checkReceipts(
        receipts,
        block,
        (i) => {
          const step = steps[i];
          return step?.kind === 'transfer' && step.fails ? 'reverted' : 'success';
        },
        (i) => steps[i]?.kind ?? '',
      );
    }
    if (nonces.get(SEED_DEPLOYER) !== EXCHANGE_FIRST_NONCE) {
      throw new Error(`seed: the exchange expects deployer nonce ${EXCHANGE_FIRST_NONCE}`);
    }
    const { hashes, block } = await mineBatch(client, exchangeRequests(), nonces);
    blocks.push(block);
    transactions.push(...hashes);
    const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })));
    checkReceipts(
      receipts,
      block,
      () => 'success',
      (i) => `exchange transaction ${i}`,
    );
    const deployed = receipts.slice(0, 3).map((r) => r.contractAddress?.toLowerCase());
    const planned = Object.values(EXCHANGE_CONTRACTS).map((a) => a.toLowerCase());
    if (deployed.join() !== planned.join()) throw new Error(`seed: exchange deployed at ${deployed.join()}`);
    blocks.push(await seedAccountAbstraction(client, nonces, transactions));
  });
  return {
    blocks,
    transactions,
    contracts: {
      ...Object.fromEntries(SEEDED_CONTRACTS.map((c) => [c.symbol, c.address])),
      ...EXCHANGE_CONTRACTS,
      ...ACCOUNT_ABSTRACTION_CONTRACTS,
    },
  };
}
