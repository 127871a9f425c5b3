/**
 * The options of {@link installTestWallet}, checked with zod at the door so a bad setup fails at
 * install with a message that names the field, not later inside a request.
 */
import * as z from 'zod/mini';
import { APPROVAL_MODES } from './approval.ts';
import { ANVIL_DEFAULT_PRIVATE_KEY, DEFAULT_WALLET_NAME, DEFAULT_WALLET_RDNS } from './defaults.ts';

/** A 32-byte secp256k1 private key as 0x-prefixed hex. */
export const privateKeySchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex key'));

/** One EVM chain the wallet knows from the start. */
export const evmChainSchema = z.object({
  chainId: z.int().check(z.positive(), z.lt(2 ** 31)),
  rpcUrl: z.url(),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.optional(
    z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.nonnegative()) }),
  ),
});

/** The Solana side: where to send transactions and which chain the wallet reports. */
export const solanaOptionsSchema = z.object({
  rpcUrl: z.url(),
  /** The CAIP-2 id the app uses, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' or 'solana:localnet'. */
  caipNetworkId: z
    .string()
    .check(z.regex(/^solana:[-_a-zA-Z0-9]{1,44}$/, 'a CAIP-2 id in the solana namespace')),
  /** More chain ids to report besides caipNetworkId (wallet-standard names such as 'solana:devnet'). */
  extraChains: z.optional(z.array(z.string().check(z.startsWith('solana:')))),
  /** A 64-byte secret+public key (solana-keygen's format) or a 32-byte seed; random when absent. */
  secretKey: z.optional(
    z
      .custom<Uint8Array>((value) => value instanceof Uint8Array, 'a Uint8Array')
      .check(z.refine((bytes) => bytes.length === 32 || bytes.length === 64, '32 or 64 bytes')),
  ),
});

/** Everything `installTestWallet` accepts. */
export const testWalletOptionsSchema = z.object({
  /** The EVM chains the wallet knows; the first is active at install. */
  chains: z.array(evmChainSchema).check(z.minLength(1)),
  solana: z.optional(solanaOptionsSchema),
  /** EVM private keys; the first is the selected account. Default: anvil's first account. */
  accounts: z._default(z.array(privateKeySchema).check(z.minLength(1)), [ANVIL_DEFAULT_PRIVATE_KEY]),
  mode: z._default(z.enum(APPROVAL_MODES), 'prompt'),
  name: z._default(z.string().check(z.minLength(1)), DEFAULT_WALLET_NAME),
  rdns: z._default(
    z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a reverse-DNS name')),
    DEFAULT_WALLET_RDNS,
  ),
  /** Also set `window.ethereum` when no other wallet has (default true). */
  setWindowEthereum: z._default(z.boolean(), true),
  /** The fetch used for every RPC call (tests pass a fake chain). */
  fetch: z.optional(z.custom<typeof fetch>((value) => typeof value === 'function', 'a function')),
});

/** The options as a caller writes them. */
export type TestWalletOptions = z.input<typeof testWalletOptionsSchema>;

/** The options after defaults. */
export type ResolvedTestWalletOptions = z.output<typeof testWalletOptionsSchema>;

/** One EVM chain, after parsing. */
export type EvmChainConfig = z.output<typeof evmChainSchema>;

/** The Solana options, after parsing. */
export type SolanaOptions = z.output<typeof solanaOptionsSchema>;

/** Parse the options; throws an Error that names each bad field. */
export function parseTestWalletOptions(options: TestWalletOptions): ResolvedTestWalletOptions {
  const result = testWalletOptionsSchema.safeParse(options);
  if (!result.success) throw new Error(`Invalid test wallet options:\n${z.prettifyError(result.error)}`);
  return result.data;
}
