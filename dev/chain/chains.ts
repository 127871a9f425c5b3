/**
 * Fixed identities of the local chains of dev/chain: the EVM chain ids, the Solana stand-in's genesis hash
 * and CAIP-2 ids, and the default ports. Pure data, safe to import from browser code.
 */

/** Chain ids of the two local anvil chains, in port order. */
export const DEFAULT_EVM_CHAIN_IDS = [31337, 31338] as const;

/** First port of `npm run dev:chain` (anvil's own default): anvils on 8545, 8546, Solana on 8547. */
export const DEFAULT_BASE_PORT = 8545;

/**
 * Genesis hash the Solana stand-in reports (`getGenesisHash`): base58 of sha256('portico-dev-solana-genesis').
 * Fixed, so the CAIP-2 id below never changes between runs.
 */
export const SOLANA_GENESIS_HASH = '5zxgUGyRdidHRUQR7BCqptTyyyNQJjdqVRoMn4JGywNv';

/** CAIP-2 chain id of the Solana stand-in: `solana:` + the first 32 characters of its genesis hash. */
export const SOLANA_CAIP2_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`;

/** CAIP-2 id of an EVM chain: `eip155:<chainId>`. */
export function evmCaip2Id(chainId: number): `eip155:${number}` {
  return `eip155:${chainId}`;
}
