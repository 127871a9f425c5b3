/**
 * The parts of the Wallet Standard (@wallet-standard/base, /features) and of Solana's features
 * (@solana/wallet-standard-features) that this wallet implements, written out here instead of adding
 * those packages: they are types and one tiny event protocol, and a structural copy keeps the dev
 * wallet free of dependencies the product does not have. Names and versions follow the standard.
 */

/** `namespace:reference`, e.g. 'solana:devnet' or 'standard:connect'. */
export type IdentifierString = `${string}:${string}`;

/** A base64 data URI, the form the standard requires for icons. */
export type WalletIcon = `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`;

/** An account the wallet exposes. */
export interface WalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly IdentifierString[];
  readonly features: readonly IdentifierString[];
  readonly label?: string;
  readonly icon?: WalletIcon;
}

/** 'standard:connect'. */
export type StandardConnectFeature = {
  readonly 'standard:connect': {
    readonly version: '1.0.0';
    readonly connect: (input?: {
      readonly silent?: boolean;
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>;
  };
};

/** 'standard:disconnect'. */
export type StandardDisconnectFeature = {
  readonly 'standard:disconnect': { readonly version: '1.0.0'; readonly disconnect: () => Promise<void> };
};

/** What 'change' listeners receive: the properties that changed. */
export interface StandardEventsChangeProperties {
  readonly chains?: readonly IdentifierString[];
  readonly features?: Readonly<Record<IdentifierString, unknown>>;
  readonly accounts?: readonly WalletAccount[];
}

/** 'standard:events'. */
export type StandardEventsFeature = {
  readonly 'standard:events': {
    readonly version: '1.0.0';
    readonly on: (
      event: 'change',
      listener: (properties: StandardEventsChangeProperties) => void,
    ) => () => void;
  };
};

/** Input of one 'solana:signMessage' item. */
export interface SolanaSignMessageInput {
  readonly account: WalletAccount;
  readonly message: Uint8Array;
}

/** 'solana:signMessage'. */
export type SolanaSignMessageFeature = {
  readonly 'solana:signMessage': {
    readonly version: '1.1.0';
    readonly signMessage: (...inputs: readonly SolanaSignMessageInput[]) => Promise<
      readonly {
        readonly signedMessage: Uint8Array;
        readonly signature: Uint8Array;
        readonly signatureType: 'ed25519';
      }[]
    >;
  };
};

/** Options of Solana's send and sign features. */
export interface SolanaTransactionOptions {
  readonly preflightCommitment?: string;
  readonly minContextSlot?: number;
  readonly skipPreflight?: boolean;
  readonly maxRetries?: number;
  readonly commitment?: string;
}

/** Input of one 'solana:signTransaction' item: a wire-format transaction. */
export interface SolanaSignTransactionInput {
  readonly account: WalletAccount;
  readonly transaction: Uint8Array;
  readonly chain?: IdentifierString;
  readonly options?: SolanaTransactionOptions;
}

/** 'solana:signTransaction'. */
export type SolanaSignTransactionFeature = {
  readonly 'solana:signTransaction': {
    readonly version: '1.0.0';
    readonly supportedTransactionVersions: readonly ('legacy' | 0)[];
    readonly signTransaction: (
      ...inputs: readonly SolanaSignTransactionInput[]
    ) => Promise<readonly { readonly signedTransaction: Uint8Array }[]>;
  };
};

/** Input of one 'solana:signAndSendTransaction' item. */
export interface SolanaSignAndSendTransactionInput extends SolanaSignTransactionInput {
  readonly chain: IdentifierString;
}

/** 'solana:signAndSendTransaction'. */
export type SolanaSignAndSendTransactionFeature = {
  readonly 'solana:signAndSendTransaction': {
    readonly version: '1.0.0';
    readonly supportedTransactionVersions: readonly ('legacy' | 0)[];
    readonly signAndSendTransaction: (
      ...inputs: readonly SolanaSignAndSendTransactionInput[]
    ) => Promise<readonly { readonly signature: Uint8Array }[]>;
  };
};

/** Every feature this wallet has. */
export type TestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** A Wallet Standard wallet. */
export interface Wallet {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: WalletIcon;
  readonly chains: readonly IdentifierString[];
  readonly features: Readonly<Record<IdentifierString, unknown>>;
  readonly accounts: readonly WalletAccount[];
}

/** The app's side of registration: what 'wallet-standard:app-ready' carries and the callback receives. */
export interface WalletsApi {
  register(...wallets: Wallet[]): () => void;
}
