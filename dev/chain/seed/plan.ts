/**
 * What the seed puts on every local EVM chain, as data: the tokens, the NFT collection, and the
 * transactions block by block. Pure and deterministic: the contracts are deployed by one account from
 * nonce 0, so their addresses are the same on every chain and every run (see {@link SEEDED_CONTRACTS}).
 */
import { type Address, getContractAddress, parseEther, parseUnits } from 'viem';
import { EVM_ACCOUNTS } from '../accounts.ts';

function account(index: number): Address {
  const found = EVM_ACCOUNTS[index];
  if (!found) throw new Error(`no dev account ${index}`);
  return found.address;
}

/**
 * The deployer and minter of every seeded contract: the last dev account, so the first accounts (the
 * ones wallets and e2e tests use) keep nonce-independent addresses for everything they deploy themselves.
 */
export const SEED_DEPLOYER = account(9);

/** A seeded ERC-20. */
export interface SeededToken {
  kind: 'erc20';
  name: string;
  symbol: string;
  decimals: number;
  address: Address;
}

/** The seeded ERC-721 collection. */
export interface SeededCollection {
  kind: 'erc721';
  name: string;
  symbol: string;
  baseUri: string;
  address: Address;
}

const deployed = (nonce: number) => getContractAddress({ from: SEED_DEPLOYER, nonce: BigInt(nonce) });

/** Portico USD: 6 decimals, like USDC. */
export const PUSD: SeededToken = {
  kind: 'erc20',
  name: 'Portico USD',
  symbol: 'PUSD',
  decimals: 6,
  address: deployed(0),
};
/** Portico Token: 18 decimals. */
export const PTK: SeededToken = {
  kind: 'erc20',
  name: 'Portico Token',
  symbol: 'PTK',
  decimals: 18,
  address: deployed(1),
};
/** Portico Points: 0 decimals (the client drops such tokens from balances, spec §5). */
export const PPT: SeededToken = {
  kind: 'erc20',
  name: 'Portico Points',
  symbol: 'PPT',
  decimals: 0,
  address: deployed(2),
};
/** Portico Pets: an ERC-721 collection; ids 4 and 5 are an unsolicited airdrop flagged as spam in dev/cloud. */
export const PETS: SeededCollection = {
  kind: 'erc721',
  name: 'Portico Pets',
  symbol: 'PETS',
  baseUri: 'https://pets.portico.example/',
  address: deployed(3),
};

/** Every seeded contract, in deployment order (deployer nonces 0..3). */
export const SEEDED_CONTRACTS = [PUSD, PTK, PPT, PETS] as const;
/** The seeded ERC-20s. */
export const SEEDED_TOKENS = [PUSD, PTK, PPT] as const;
/** Token ids of PETS that dev/cloud flags as spam. */
export const SPAM_PET_IDS = [4n, 5n] as const;

/** One seeded transaction. */
export type SeedStep =
  | { kind: 'deploy'; contract: SeededToken | SeededCollection }
  | { kind: 'native'; from: Address; to: Address; value: bigint }
  | { kind: 'mint'; token: SeededToken; to: Address; amount: bigint }
  | { kind: 'mintNft'; to: Address }
  | { kind: 'transfer'; token: SeededToken; from: Address; to: Address; amount: bigint; fails?: boolean }
  | { kind: 'transferNft'; from: Address; to: Address; tokenId: bigint };

const [A0, A1, A2] = [account(0), account(1), account(2)];

/**
 * The seed, one inner list per block. Native transfers go round a cycle (0 → 1 → 2 → 0, the same amount)
 * and the seed runs at a gas price of 0, so every account keeps exactly its 10 000 ETH.
 */
export const SEED_BLOCKS: readonly (readonly SeedStep[])[] = [
  SEEDED_CONTRACTS.map((contract) => ({ kind: 'deploy', contract })),
  [
    { kind: 'mint', token: PUSD, to: A0, amount: parseUnits('1234.567891', 6) },
    { kind: 'mint', token: PUSD, to: A1, amount: parseUnits('500', 6) },
    { kind: 'mint', token: PUSD, to: A2, amount: parseUnits('42.5', 6) },
    { kind: 'mint', token: PTK, to: A0, amount: parseUnits('12.345678901234567891', 18) },
    { kind: 'mint', token: PTK, to: A1, amount: parseUnits('3', 18) },
    { kind: 'mint', token: PPT, to: A0, amount: 150n },
    { kind: 'mint', token: PPT, to: A1, amount: 7n },
    { kind: 'mintNft', to: A0 }, // id 0
    { kind: 'mintNft', to: A0 }, // id 1
    { kind: 'mintNft', to: A0 }, // id 2
    { kind: 'mintNft', to: A1 }, // id 3
    { kind: 'mintNft', to: A0 }, // id 4: spam
    { kind: 'mintNft', to: A0 }, // id 5: spam
    { kind: 'native', from: A0, to: A1, value: parseEther('1.5') },
  ],
  [
    { kind: 'transfer', token: PUSD, from: A0, to: A1, amount: parseUnits('100.5', 6) },
    { kind: 'transfer', token: PTK, from: A1, to: A0, amount: parseUnits('1', 18) },
    { kind: 'transfer', token: PPT, from: A0, to: A2, amount: 25n },
    { kind: 'transferNft', from: A0, to: A1, tokenId: 1n },
    { kind: 'native', from: A1, to: A2, value: parseEther('1.5') },
    { kind: 'native', from: A2, to: A0, value: parseEther('1.5') },
    // More than A0 holds: mined, reverted (status 'failed' in the history), nothing moves.
    { kind: 'transfer', token: PUSD, from: A0, to: A1, amount: parseUnits('1000000', 6), fails: true },
  ],
];
