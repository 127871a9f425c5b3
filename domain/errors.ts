/**
 * The error catalogue (§8): the one home of every user- or developer-facing text and every error
 * code of the product spec. Nothing else in the code base writes a message literal; it imports a
 * constant or a template from here, so a wording change is one edit and tests can assert exact texts.
 *
 * Layout: `ALERTS` (the modal's alert codes with short and long messages), `MESSAGES` (every fixed
 * text of §1–§8, grouped by the spec's headings), templated texts as small functions, the numeric
 * wallet error codes, and `PorticoError`, the one typed error our parsers and rules throw.
 */

import { MAX_ACCOUNT_NAME_LENGTH, MIN_ACCOUNT_NAME_LENGTH } from './constants.ts';

// ── Alerts (§8) ────────────────────────────────────────────────────────────────────────

/** The alert codes of §8. */
export type AlertCode =
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'INVALID_APP_CONFIGURATION'
  | 'JWT_TOKEN_NOT_VALID'
  | 'INVALID_PROJECT_ID'
  | 'SWITCH_NETWORK_NOT_FOUND'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'SERVER_ERROR_APP_CONFIGURATION'
  | 'RATE_LIMITED_APP_CONFIGURATION';

/**
 * One alert. §2: the long message is logged to the console; the short one is shown only in debug mode.
 * `shortMessage` is the spec's quoted text where it gives one; `longMessage` is our helpful sentence.
 */
export interface Alert {
  readonly code: AlertCode;
  readonly shortMessage: string;
  readonly longMessage: string;
}

/** Every alert of §8, keyed by its code. */
export const ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    // The spec names this alert but quotes no text: this wording is ours.
    shortMessage: 'Project ID Not Configured',
    longMessage: 'No project id is configured: pass `projectId` in the modal options.',
  },
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This page's origin is not in the project's allowed origins: add it to the project configuration.",
  },
  JWT_TOKEN_NOT_VALID: {
    code: 'JWT_TOKEN_NOT_VALID',
    shortMessage: 'Session Expired',
    longMessage: 'The session token is not valid yet: check the time settings of this device and reconnect.',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid Project ID - update configuration',
    longMessage: 'The project id was refused by the server: check `projectId` in the modal options.',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    code: 'SWITCH_NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not among the networks configured for this app.',
  },
  IFRAME_LOAD_FAILED: {
    code: 'IFRAME_LOAD_FAILED',
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet did not load in time. Check the connection and try again later.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    code: 'IFRAME_REQUEST_TIMEOUT',
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer the request in time. Please try again.',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    // The spec names this alert but quotes no text: this wording is ours.
    shortMessage: 'Unverified Domain',
    longMessage: "The embedded wallet refused this domain: verify it in the project's allowed origins.",
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    code: 'SERVER_ERROR_APP_CONFIGURATION',
    shortMessage: 'Server Error',
    longMessage: 'The project configuration could not be loaded because of a server error. Try again later.',
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    code: 'RATE_LIMITED_APP_CONFIGURATION',
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests for the project configuration. Wait a moment and try again.',
  },
} as const satisfies { readonly [K in AlertCode]: Alert & { readonly code: K } };

/** The server texts of §8 that map to an alert, exactly as the server sends them. */
export const SERVER_MESSAGES = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const;

/**
 * Maps a server error text to its alert (§8): origin not allowed → INVALID_APP_CONFIGURATION,
 * JWT not yet valid → JWT_TOKEN_NOT_VALID, invalid key → INVALID_PROJECT_ID. Matching is by
 * containment because servers and transports often wrap the text ("Error: …", JSON-RPC data);
 * any other text gives `undefined`, meaning "no alert, handle as a normal error".
 */
export function alertFromServerMessage(message: string): Alert | undefined {
  if (message.includes(SERVER_MESSAGES.originNotAllowed)) return ALERTS.INVALID_APP_CONFIGURATION;
  if (message.includes(SERVER_MESSAGES.jwtNotYetValid)) return ALERTS.JWT_TOKEN_NOT_VALID;
  if (message.includes(SERVER_MESSAGES.invalidKey)) return ALERTS.INVALID_PROJECT_ID;
  return undefined;
}

/**
 * Maps a failed allowed-origins fetch to its alert (§8 fallbacks): 429 → RATE_LIMITED, 5xx →
 * SERVER_ERROR; any other status gives `undefined` and the caller uses an empty origin list.
 */
export function alertFromOriginsStatus(status: number): Alert | undefined {
  if (status === 429) return ALERTS.RATE_LIMITED_APP_CONFIGURATION;
  if (status >= 500 && status <= 599) return ALERTS.SERVER_ERROR_APP_CONFIGURATION;
  return undefined;
}

// ── Fixed messages (§1–§8) ─────────────────────────────────────────────────────────────

/** Every fixed message text of the spec, each exactly once, grouped by where the spec lists it. */
export const MESSAGES = {
  // §1 remote configuration
  localConfigurationIgnored: 'Local configuration ignored',
  // §3 networks
  unknownNetwork: 'Unknown Network',
  // §4 embedded wallet frame: raised error names (lower case in the spec)
  iframeLoadFailed: 'iframe_load_failed',
  iframeRequestTimeout: 'iframe_request_timeout',
  // §4 sign-in
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  // §5 validation
  siweConfigAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  multiWalletNotEnabled: 'Multi-Wallet Not Enabled',
  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  sendTokenRequired: 'A token is required',
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: 'Invalid CAIP-10 address',
  invalidCaip2NetworkId: 'Invalid CAIP-2 network id',
  authChainsRequired: 'chains is required and must be a non-empty array',
  authMultiNamespace: 'Multi-namespace requests are not supported. Please request single namespace only.',
  authEip155Only:
    'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
  // §8 network and balance
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  // §8 connection
  modalClosed: 'Modal closed',
  popupClosed: 'Popup closed',
  failedToConnect: 'Failed to connect',
  failedToInitiateSocialConnection: 'Failed to initiate social connection',
  failedToConnectToFarcaster: 'Failed to connect to farcaster',
  connectionRejected: 'Connection rejected',
  noAuthConnectorFound: 'No auth connector found',
  notConnectedToEmailOrSocial: 'Not connected to email or social',
  failedToDisconnect: 'Failed to disconnect',
  unableToLoadEmailLoginDependency: 'Unable to load email login dependency',
  // §8 internal state
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  adapterNotFound: 'Adapter not found',
  caipNetworkOrAddressUndefined: 'CaipNetwork or CaipAddress is undefined',
  // §8 wallet actions
  errorSigningMessage: 'Error signing message',
  failedToFetchTransactions: 'Failed to fetch transactions',
  actionNotAllowed: 'Action not allowed',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  chainNotSupported: 'Chain is not supported',
  callStatusNotApproved: 'Fetching call status not approved by the wallet.',
  noRpcUrlProvided: 'No RPC url provided for chainId',
  // §8 name service
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  invalidChainId: 'Invalid chainId',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  // §8 signing protocol
  requestExpired: 'Request expired. Please try again.',
  signatureVerificationFailed: 'Signature verification failed',
  pendingAuthRequestNotFound: 'Could not find pending auth request with id',
  sessionOrPairingTopicNotFound: 'Session or pairing topic not found',
  recordRecentlyDeleted: 'Record was recently deleted',
  unsupportedChain: 'Unsupported chain',
  // §8 frame, abort
  frameErrorFallback: 'An error occurred',
  rpcRequestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  // Portico's own wording for boundary checks the spec gives no text for (kept here so that every
  // text still has one home). Clear and specific, so a host developer sees what to fix.
  invalidEvmAddress: 'Invalid EVM address',
  invalidSolanaAddress: 'Invalid Solana address',
  invalidTransactionHash: 'Invalid transaction hash',
  invalidSignedMessage: 'Invalid signed message',
  invalidEmail: 'Invalid email',
  invalidAccountName: `Account name must be ${MIN_ACCOUNT_NAME_LENGTH} to ${MAX_ACCOUNT_NAME_LENGTH} letters, digits or hyphens, not starting or ending with a hyphen`,
  invalidCallTo: "Each call needs a 'to' address starting with 0x",
  invalidCallData: 'Call data must start with 0x',
  invalidAmount: 'Invalid amount',
  sendTokenNotSupported: 'This token cannot be sent on the connected network',
  // Send's main button while the amount typed is more than the account holds (DESIGN's own words).
  insufficientBalance: 'Insufficient balance',
  // The success notices after a send, a swap or a purchase (with the transaction's hash and link).
  transactionSent: 'Transaction sent',
  swapComplete: 'Swap complete',
  purchaseComplete: 'Purchase complete',
  // EIP-1193's wording for code 4001: the visitor refused the request on ApproveTransaction.
  userRejectedRequest: 'User rejected the request.',
  invalidRpcResult: 'The embedded wallet answered with an invalid result',
  // A page from outside (the on-ramp provider's, a social provider's) whose address is not a web
  // page Portico may open (domain/urlSafety.ts): refused rather than opened.
  unsafePageAddress: 'The page was not opened: its address is not a secure web address (https)',
} as const;

/** The key of a fixed message. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * What the pairing view says while it checks the relay and when the relay cannot be reached: Portico's
 * own texts (the spec has none; the client alone takes about 75 s to give up, silently).
 */
export const PAIRING_MESSAGES = {
  checkingRelay: 'Checking the connection service…',
  relayUnreachable: "Can't reach the connection service. Check your connection and try again.",
} as const;

// ── Templated messages (§5, §8) ────────────────────────────────────────────────────────

/** §5: the email-login cooldown text, e.g. `emailCooldown(12)` → 'Please try again after 12 seconds'. */
export function emailCooldown(seconds: number): string {
  return `Please try again after ${seconds} seconds`;
}

/** §8: 'No connector found for connection: {id}'. */
export function noConnectorForConnection(connectorId: string): string {
  return `No connector found for connection: ${connectorId}`;
}

/** §8: 'Invalid connection status: {status}' (switching to a status other than connected/active/disconnected). */
export function invalidConnectionStatus(status: string): string {
  return `Invalid connection status: ${status}`;
}

/** §8: 'Failed to disconnect chains: ...', the reasons of the failed disconnects after the colon. */
export function failedToDisconnectChains(reason: string): string {
  return `Failed to disconnect chains: ${reason}`;
}

/**
 * §8: 'Failed to switch to chain ... not approved or the wallet does not support the switch method.'
 * The spec elides the middle; we put the chain there followed by a colon (our choice).
 */
export function failedToSwitchChain(chain: string | number): string {
  return `Failed to switch to chain ${chain}: not approved or the wallet does not support the switch method.`;
}

/** §8: 'JSON-RPC provider ... not found'; the spec elides the middle, we name what was looked for. */
export function jsonRpcProviderNotFound(what: string): string {
  return `JSON-RPC provider ${what} not found`;
}

/** §8 name service: 'Error registering name {name}'. */
export function errorRegisteringName(name: string): string {
  return `Error registering name ${name}`;
}

/** §8 HTTP client: 'HTTP status code: {n}'. */
export function httpStatusCode(status: number): string {
  return `HTTP status code: ${status}`;
}

/**
 * The signing protocol's "missing or invalid" family (§8 lists it without texts). The wording follows
 * the sign-client's own `Missing or invalid. <context>` so both layers read the same.
 */
export function missingOrInvalid(context: string): string {
  return `Missing or invalid. ${context}`;
}

/**
 * The `inspect` option's refusal of a mode that needs @statelyai/inspect (an optional peer the core
 * never imports): it names the entry and the call that replace it.
 */
export function inspectModeNeedsEntry(mode: 'websocket' | 'stately'): string {
  return `'${mode}' needs Portico's inspect entry: pass inspect: ${mode === 'websocket' ? 'webSocket' : mode}Inspector() from 'portico/inspect'`;
}

/**
 * Why a transaction the conversion API built for a swap was not sent (Portico's wording; the spec has
 * none): what it would have done that the quote shown did not say.
 */
export const SWAP_BUILD_FAULTS = {
  network: 'it is on another network',
  sender: 'it is from another account',
  router: "it calls a contract that is not the network's exchange router",
  token: 'it calls another contract than the token sold',
  call: 'its call cannot be read as a swap or an approval',
  tokens: 'it swaps other tokens than the ones shown',
  recipient: 'it pays another recipient than the account',
  amountIn: 'it sells another amount than the one shown',
  value: 'it sends another value than the swap needs',
  minimum: 'its minimum received is below the one shown',
  spender: 'it lets another contract than the exchange router take the token',
  approvalAmount: 'it approves less than the amount sold',
} as const;

/** A fault of a built swap or approval (SWAP_BUILD_FAULTS). */
export type SwapBuildFault = keyof typeof SWAP_BUILD_FAULTS;

/** A built swap or approval refused before the wallet sees it, and why. */
export function swapBuildRefused(fault: SwapBuildFault): string {
  return `The swap built by the exchange was not sent: ${SWAP_BUILD_FAULTS[fault]}`;
}

/**
 * The swap built after the review would accept less than the minimum the review showed (the price
 * moved): nothing was sent, and the review shows the new quote to confirm again.
 */
export function swapQuoteMoved(): string {
  return 'The price moved since the quote shown: check the new quote and confirm again';
}

/** The templated texts, by name: the codes a PorticoError carries when its message is templated. */
export const MESSAGE_TEMPLATES = {
  emailCooldown,
  noConnectorForConnection,
  invalidConnectionStatus,
  failedToDisconnectChains,
  failedToSwitchChain,
  jsonRpcProviderNotFound,
  errorRegisteringName,
  httpStatusCode,
  missingOrInvalid,
  swapBuildRefused,
  swapQuoteMoved,
} as const;

/** The name of a templated message. */
export type MessageTemplateKey = keyof typeof MESSAGE_TEMPLATES;

/**
 * §8: a frame error rejects with its own message, or 'An error occurred' when it has none. The frame's
 * wire carries only a text (as production's does), so its code is read here, once, at the boundary:
 * the catalogue's code of that text ('userRejectedRequest' when the visitor refused in the frame),
 * else 'frameErrorFallback' with the frame's own words.
 */
export function frameFailureOf(message: string | undefined): PorticoFailure {
  if (message === undefined || message.length === 0) return failureOf('frameErrorFallback');
  const code = (Object.keys(MESSAGES) as MessageKey[]).find((key) => MESSAGES[key] === message);
  return { code: code ?? 'frameErrorFallback', message };
}

/** §8: an abort gives 'Request was aborted' for RPC requests and 'Something went wrong' otherwise. */
export function abortFailure(isRpcRequest: boolean): PorticoFailure {
  return failureOf(isRpcRequest ? 'rpcRequestAborted' : 'somethingWentWrong');
}

/**
 * §8 name service: the API's error text is the first reason's description, else the caller's
 * fallback (e.g. `MESSAGES.errorResolvingName`). Reads an unknown body defensively because it comes
 * straight off the wire.
 */
export function firstReasonDescription(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null || !('reasons' in body)) return fallback;
  const { reasons } = body;
  if (!Array.isArray(reasons)) return fallback;
  const first: unknown = reasons[0];
  if (typeof first !== 'object' || first === null || !('description' in first)) return fallback;
  const { description } = first;
  return typeof description === 'string' && description.length > 0 ? description : fallback;
}

// ── Wallet error codes (§8) ────────────────────────────────────────────────────────────

/** §8 codes: 4902 unrecognized chain, 5000 default, 32603 invalid chain id. */
export const WALLET_ERROR_CODES = {
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const;

/**
 * §4 network switch: after a failed switch, these codes mean "the wallet does not know the chain,
 * try adding it". JSON-RPC wallets report the spec's 32603 as -32603 (the standard internal-error
 * code), so both signs match.
 */
export function isUnknownChainErrorCode(code: number): boolean {
  return (
    code === WALLET_ERROR_CODES.unrecognizedChain ||
    code === WALLET_ERROR_CODES.default ||
    Math.abs(code) === WALLET_ERROR_CODES.invalidChainId
  );
}

// ── The typed error ────────────────────────────────────────────────────────────────────

/** What a PorticoError's code may be: a fixed message, a template, or an alert. */
export type PorticoErrorCode = MessageKey | MessageTemplateKey | AlertCode;

/**
 * The one error type Portico's parsers and rules throw: a stable `code` to branch on and the exact
 * spec `message` to show. Build fixed-text errors with `PorticoError.of('invalidChainId')`; pass a
 * templated text explicitly, e.g. `new PorticoError('emailCooldown', emailCooldown(12))`.
 */
export class PorticoError extends Error {
  override readonly name = 'PorticoError';
  readonly code: PorticoErrorCode;

  constructor(code: PorticoErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }

  /** An error whose message is the fixed text of `code`. */
  static of(code: MessageKey, options?: ErrorOptions): PorticoError {
    return new PorticoError(code, MESSAGES[code], options);
  }

  /** An error for an alert; its message is the alert's short message. */
  static fromAlert(alert: Alert, options?: ErrorOptions): PorticoError {
    return new PorticoError(alert.code, alert.shortMessage, options);
  }
}

/**
 * A failure as a statechart's context keeps it: the code that transitions and callers branch on, and
 * the text derived from it that views show (templated texts carry their filled-in words).
 */
export interface PorticoFailure {
  readonly code: PorticoErrorCode;
  readonly message: string;
}

/** The failure of a fixed message: its code and the catalogue's text. */
export function failureOf(code: MessageKey): PorticoFailure {
  return { code, message: MESSAGES[code] };
}

/** The failure a PorticoError reports (its code and exact text). */
export function failureOfError(error: PorticoError): PorticoFailure {
  return { code: error.code, message: error.message };
}

/** The PorticoError of a failure kept in a context, for a caller to throw. */
export function errorOfFailure(failure: PorticoFailure): PorticoError {
  return new PorticoError(failure.code, failure.message);
}

/** Whether `value` is a PorticoError, optionally with the given code. */
export function isPorticoError(value: unknown, code?: PorticoErrorCode): value is PorticoError {
  return value instanceof PorticoError && (code === undefined || value.code === code);
}
