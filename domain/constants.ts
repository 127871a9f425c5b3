/**
 * Every business constant and limit of the product spec (§9 unless noted), in one place.
 * Machines use the millisecond values as named delays; nothing else repeats these numbers.
 */
import type { ChainNamespace } from './caip.ts';

// ── Time units (§9 "Time constants from 1 s to 1 year") ────────────────────────────────
export const ONE_SECOND_MS = 1_000;
export const ONE_MINUTE_MS = 60 * ONE_SECOND_MS;
export const ONE_HOUR_MS = 60 * ONE_MINUTE_MS;
export const ONE_DAY_MS = 24 * ONE_HOUR_MS;
export const ONE_MONTH_MS = 30 * ONE_DAY_MS;
export const ONE_YEAR_MS = 365 * ONE_DAY_MS;

// ── Modal (§2, §9) ─────────────────────────────────────────────────────────────────────
/** §2/§9: "A shake effect lasts 500 ms" / "modal shake 500 ms". */
export const MODAL_SHAKE_MS = 500;
/** §2/§9: a new notice while one is open closes it and reopens after 150 ms. */
export const NOTICE_REOPEN_MS = 150;
/** §2: the pending-transaction badge caps at 99. */
export const PENDING_BADGE_CAP = 99;

// ── Caches and cooldowns (§9) ──────────────────────────────────────────────────────────
/** §5/§9: email login may not be triggered again within 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * ONE_SECOND_MS;
/** §9: balance, portfolio and native-balance caches 30 s. */
export const BALANCE_CACHE_MS = 30 * ONE_SECOND_MS;
/** §9: name-service and identity caches 5 min. */
export const NAME_SERVICE_CACHE_MS = 5 * ONE_MINUTE_MS;
/** §4/§9: after a token-balance failure, retries are blocked for 30 s. */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30 * ONE_SECOND_MS;
/** §9: recent wallets kept: 2. */
export const RECENT_WALLETS_KEPT = 2;

// ── Swaps and on-ramp (§9) ─────────────────────────────────────────────────────────────
/** §9: swap slippage tolerance 1 (percent). */
export const SWAP_SLIPPAGE_TOLERANCE = 1;
/**
 * How long the swap flow waits after the last edit of tokens or amount before it asks for a quote.
 * Portico's own value, not the spec's: one quote per pause in typing rather than one per keystroke.
 */
export const SWAP_QUOTE_DEBOUNCE_MS = 300;
/** §9: default on-ramp limits (USD or EUR) per payment method. */
export const ONRAMP_DEFAULT_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankAccount: { min: '10.00', max: '25000.00' },
} as const;
/** §9: two on-ramp providers, each with a fee range of 1-2 %. */
export const ONRAMP_PROVIDER_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const;
/**
 * How long the on-ramp waits after the last edit of currencies or amount before it asks for a quote.
 * Portico's own value, not the spec's: one quote per pause in typing rather than one per keystroke.
 */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300;
/**
 * How often a purchase's on-ramp history (§7 history with `onramp`) is asked while BuyInProgress waits
 * for the funds. Portico's own value, not the spec's: the provider credits within seconds.
 */
export const ONRAMP_POLL_MS = 2000;

// ── Display (§9) ───────────────────────────────────────────────────────────────────────
/** §9: balances display 3 decimals. */
export const BALANCE_DECIMALS = 3;
/** §9: token balances 2 decimals. */
export const TOKEN_BALANCE_DECIMALS = 2;
/** §9: quantities 3 decimals. */
export const QUANTITY_DECIMALS = 3;

// ── Wallet list (§9) ───────────────────────────────────────────────────────────────────
/** §9: 4 recommended wallets. */
export const WALLET_LIST_RECOMMENDED_COUNT = 4;
/** §9: 40 wallets per page. */
export const WALLET_LIST_PAGE_SIZE = 40;
/** §9: a search asks for 100 entries (and the result is trimmed). */
export const WALLET_LIST_SEARCH_SIZE = 100;
/** §9: the first 20 wallet images are prefetched. */
export const WALLET_LIST_PREFETCH_IMAGES = 20;
/** §9: minimum wait between searches 300 ms. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300;
/** §9: image preload wait 2 s. */
export const IMAGE_PRELOAD_WAIT_MS = 2 * ONE_SECOND_MS;

// ── Embedded wallet (§4, §9) ───────────────────────────────────────────────────────────
/** §4/§9: the frame is ready a ready event plus 500 ms. */
export const FRAME_READY_DELAY_MS = 500;
/** §4/§9: the frame must be ready within 20 s ('iframe_load_failed'). */
export const FRAME_READY_TIMEOUT_MS = 20 * ONE_SECOND_MS;
/** §9: connect, OTP, device, social and redirect-URI requests time out after 120 s ('iframe_request_timeout'). */
export const FRAME_REQUEST_TIMEOUT_MS = 120 * ONE_SECOND_MS;
/** §9: sign-out wait capped at 3 s. */
export const SIGN_OUT_WAIT_MS = 3 * ONE_SECOND_MS;
/** §4/§9: 'Action not allowed' is shown after 300 ms. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300;
/** §4: the email change is polled every 1 s. */
export const EMAIL_UPDATE_POLL_MS = ONE_SECOND_MS;
/** §7: the social-login popup is 600x800 and checked for closing every 1 s. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const;
export const SOCIAL_POPUP_CLOSED_CHECK_MS = ONE_SECOND_MS;
/**
 * The secure site's social-login callback page, at its origin's root (beside `/loading`): the only page
 * a social result URI may come from (a crafted `result_uri` link is refused).
 */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

// ── Signing protocol (§9) ──────────────────────────────────────────────────────────────
/** §9: a pairing counts as expired at 10 s or less remaining. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * ONE_SECOND_MS;
/** §9: pairing lifetime 4 minutes (240000 ms). */
export const PAIRING_LIFETIME_MS = 240_000;
/** §9: ping response delay 500 ms. */
export const PING_RESPONSE_DELAY_MS = 500;
/**
 * How long the app keeps a deleted session's actor (its state shows `deleted`, late events for it get
 * 'Record was recently deleted') before dropping it. The spec gives no value; the topic stays in the
 * recently-deleted memory after that.
 */
export const DELETED_SESSION_KEEP_MS = 60_000;
/** §9: retry spacing default 1 s. */
export const RETRY_SPACING_MS = ONE_SECOND_MS;

// ── RPC (§7, §9) ───────────────────────────────────────────────────────────────────────
/** §9: RPC retry count 3. */
export const RPC_RETRY_COUNT = 3;
/** §8/§9: RPC retry delay 150 ms, doubling. */
export const RPC_RETRY_DELAY_MS = 150;
/** §7/§9: HTTP transport timeout 10 s. */
export const RPC_HTTP_TIMEOUT_MS = 10 * ONE_SECOND_MS;
/** §7/§9: batches up to 1000 requests. */
export const RPC_BATCH_SIZE = 1000;
/** §9: fallback poll interval 4000 ms. */
export const RPC_FALLBACK_POLL_INTERVAL_MS = 4000;
/** §9: fallback sample count 10. */
export const RPC_FALLBACK_SAMPLE_COUNT = 10;
/** §9: fallback ping timeout 1000 ms. */
export const RPC_FALLBACK_PING_TIMEOUT_MS = 1000;
/**
 * Cap of the fallback ranking's backoff while no endpoint answers (the §8 law: the wait doubles from
 * 150 ms, never below the poll interval). Not in the spec: 2 minutes keeps a page left open on a dead
 * network at about one ping per endpoint every 2 minutes, and a recovered network is ranked again
 * within 2 minutes (requests go through the fallback in the meantime, ranked or not).
 */
export const RPC_RANKING_BACKOFF_MAX_MS = 2 * ONE_MINUTE_MS;
/** §7: fallback ranking weights: stability 0.7, latency 0.3. */
export const RPC_FALLBACK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const;

// ── Chains and accounts (§9) ───────────────────────────────────────────────────────────
/** §9: default chain eip155:1. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1';
/** §5: an EVM chain id must be below 2147483648. */
export const MAX_EVM_CHAIN_ID_EXCLUSIVE = 2_147_483_648;
/** §5/§9: coin type = chain id combined with the flag 0x80000000. */
export const COIN_TYPE_FLAG = 0x80000000;
/** §5/§9: minimum account name length 4. */
export const MIN_ACCOUNT_NAME_LENGTH = 4;
/** The longest account name label: a DNS label's 63 characters (names live under `.reown.id`). */
export const MAX_ACCOUNT_NAME_LENGTH = 63;
/**
 * §4 name registration: suggestions are fetched as the person types, once typing pauses this long.
 * The spec gives no value; the wallet search's minimum wait (300 ms) is our choice, so both search
 * boxes of the modal feel the same.
 */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = WALLET_SEARCH_MIN_WAIT_MS;
/**
 * Send: a receiver typed as a name is looked up once typing pauses this long, so the main button can
 * say 'Error resolving name' before any review. No spec value; the same pause as the search boxes.
 */
export const SEND_NAME_LOOKUP_WAIT_MS = WALLET_SEARCH_MIN_WAIT_MS;
/**
 * Solana's base fee per signature (5000 lamports, the network's fixed rate); a SOL transfer has one
 * signature, so that is the fee Send's review shows on solana (no priority fee is added).
 */
export const SOLANA_FEE_LAMPORTS_PER_SIGNATURE = 5000n;

// ── Features (§9) ──────────────────────────────────────────────────────────────────────
/** §9: default features. */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const;
/** §9: wallet features order. */
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
/** §9: connector order. */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
/** §1: default social list. */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const;

// ── Feature switches (§1) ──────────────────────────────────────────────────────────────
/**
 * §1 feature switches before the host or the remote project configuration say otherwise. The spec
 * gives no defaults for them (§9 lists only the other features): our choice is on, except
 * multi-wallet, which §5 treats as opt-in ('Multi-Wallet Not Enabled').
 */
export const DEFAULT_FEATURE_SWITCHES = {
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
} as const;

// ── Wallet provider codes (EIP-1193) ───────────────────────────────────────────────────
/**
 * EIP-1193 "User Rejected Request". The spec names no code for a rejected connect or switch; wallets
 * report this one, and the connection and network machines turn it into 'Connection rejected' and a
 * kept network.
 */
export const USER_REJECTED_REQUEST_CODE = 4001;

// ── Signing protocol: values the spec leaves open (§9 "values not shown") ──────────────
/** §7: the signing protocol's relay protocol is irn; a relay with another protocol is invalid (§5). */
export const SIGNING_RELAY_PROTOCOL = 'irn';
/**
 * §9: "Recently-deleted memory is limited, half dropped at the limit." The spec gives no number; 200
 * is the sign-client store's own limit, so both layers forget at the same point.
 */
export const RECENTLY_DELETED_LIMIT = 200;
/**
 * §5: a request's expiry is a number of seconds within a minimum and a maximum; §9 does not give the
 * values. Ours are the sign-client's: 5 minutes to 7 days.
 */
export const REQUEST_EXPIRY_MIN_S = 300;
/**
 * §4 sessions are extended; §9 does not give the session expiry. A session may be extended to at most
 * 7 days from now (the sign-client's session lifetime).
 */
export const SESSION_MAX_LIFETIME_MS = 7 * ONE_DAY_MS;

/** §3 Connector: the id of the embedded wallet's connector (type AUTH: email, social, Farcaster). */
export const AUTH_CONNECTOR_ID = 'auth';
/** §1 the embedded wallet's namespaces: an EIP-1193 provider on eip155, a Wallet Standard wallet on solana. */
export const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];
