import { describe, expect, it } from 'vitest';
import {
  ALERTS,
  type AlertCode,
  abortFailure,
  alertFromOriginsStatus,
  alertFromServerMessage,
  emailCooldown,
  errorRegisteringName,
  failedToDisconnectChains,
  failedToSwitchChain,
  firstReasonDescription,
  frameFailureOf,
  httpStatusCode,
  inspectModeNeedsEntry,
  invalidConnectionStatus,
  isPorticoError,
  isUnknownChainErrorCode,
  jsonRpcProviderNotFound,
  MESSAGES,
  type MessageKey,
  missingOrInvalid,
  noConnectorForConnection,
  PAIRING_MESSAGES,
  PorticoError,
  WALLET_ERROR_CODES,
} from './errors.ts';

// Each spec text written out literally once, so a typo in errors.ts fails here.
const SPEC_TEXTS: ReadonlyArray<readonly [MessageKey, string]> = [
  ['localConfigurationIgnored', 'Local configuration ignored'],
  ['unknownNetwork', 'Unknown Network'],
  ['iframeLoadFailed', 'iframe_load_failed'],
  ['iframeRequestTimeout', 'iframe_request_timeout'],
  ['siwxInitFailed', 'A problem occurred while trying initialize authentication'],
  ['siweConfigAndSiwx', 'Cannot set both `siweConfig` and `siwx` options'],
  ['multiWalletNotEnabled', 'Multi-Wallet Not Enabled'],
  ['sendAmountAndReceiverRequired', 'An amount and receiver address are required'],
  ['sendTokenRequired', 'A token is required'],
  ['invalidCaipAddress', 'Invalid CAIP Address'],
  ['invalidCaip10Address', 'Invalid CAIP-10 address'],
  ['invalidCaip2NetworkId', 'Invalid CAIP-2 network id'],
  ['authChainsRequired', 'chains is required and must be a non-empty array'],
  ['authMultiNamespace', 'Multi-namespace requests are not supported. Please request single namespace only.'],
  [
    'authEip155Only',
    'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
  ],
  ['networkNotSupportedForGasPrice', 'Network not supported for Gas Price'],
  ['networkNotSupportedForSwaps', 'Network not supported for Swaps'],
  ['tokenBalanceUnavailable', 'Token Balance Unavailable'],
  ['modalClosed', 'Modal closed'],
  ['popupClosed', 'Popup closed'],
  ['failedToConnect', 'Failed to connect'],
  ['failedToInitiateSocialConnection', 'Failed to initiate social connection'],
  ['failedToConnectToFarcaster', 'Failed to connect to farcaster'],
  ['connectionRejected', 'Connection rejected'],
  ['noAuthConnectorFound', 'No auth connector found'],
  ['notConnectedToEmailOrSocial', 'Not connected to email or social'],
  ['failedToDisconnect', 'Failed to disconnect'],
  ['unableToLoadEmailLoginDependency', 'Unable to load email login dependency'],
  ['siwxNotEnabled', 'SIWX is not enabled'],
  ['noActiveCaipAddress', 'No ActiveCaipAddress found'],
  ['noActiveCaipNetworkOrClient', 'No ActiveCaipNetwork or client found'],
  ['noConnectionControllerClient', 'No ConnectionController client found'],
  ['adapterNotFound', 'Adapter not found'],
  ['caipNetworkOrAddressUndefined', 'CaipNetwork or CaipAddress is undefined'],
  ['errorSigningMessage', 'Error signing message'],
  ['failedToFetchTransactions', 'Failed to fetch transactions'],
  ['actionNotAllowed', 'Action not allowed'],
  ['rpcCallNotAllowed', 'Requested RPC call is not allowed'],
  ['chainNotSupported', 'Chain is not supported'],
  ['callStatusNotApproved', 'Fetching call status not approved by the wallet.'],
  ['noRpcUrlProvided', 'No RPC url provided for chainId'],
  ['networkNotFound', 'Network not found'],
  ['addressOrAuthConnectorNotFound', 'Address or auth connector not found'],
  ['invalidChainId', 'Invalid chainId'],
  ['errorResolvingName', 'Error resolving name'],
  ['errorFetchingNameSuggestions', 'Error fetching name suggestions'],
  ['errorFetchingNamesForAddress', 'Error fetching names for address'],
  ['requestExpired', 'Request expired. Please try again.'],
  ['signatureVerificationFailed', 'Signature verification failed'],
  ['pendingAuthRequestNotFound', 'Could not find pending auth request with id'],
  ['sessionOrPairingTopicNotFound', 'Session or pairing topic not found'],
  ['recordRecentlyDeleted', 'Record was recently deleted'],
  ['unsupportedChain', 'Unsupported chain'],
  ['frameErrorFallback', 'An error occurred'],
  ['rpcRequestAborted', 'Request was aborted'],
  ['somethingWentWrong', 'Something went wrong'],
];

describe('message catalogue (§1-§8)', () => {
  it.each(SPEC_TEXTS)('MESSAGES.%s is the spec text %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("lists each key either as a spec text above or as Portico's own wording", () => {
    const own = [
      'invalidEvmAddress',
      'invalidSolanaAddress',
      'invalidTransactionHash',
      'invalidSignedMessage',
      'invalidEmail',
      'invalidAccountName',
      'invalidCallTo',
      'invalidCallData',
      'invalidAmount',
      'sendTokenNotSupported',
      'insufficientBalance',
      'transactionSent',
      'swapComplete',
      'purchaseComplete',
      'userRejectedRequest',
      'invalidRpcResult',
      'unsafePageAddress',
    ];
    expect(Object.keys(MESSAGES).sort()).toEqual([...SPEC_TEXTS.map(([key]) => key), ...own].sort());
  });

  it('holds every text exactly once (one home per fact)', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('uses the account name lengths in its own account-name text', () => {
    expect(MESSAGES.invalidAccountName).toBe(
      'Account name must be 4 to 63 letters, digits or hyphens, not starting or ending with a hyphen',
    );
  });
});

describe("Portico's own pairing texts", () => {
  it('checking and unreachable, word for word', () => {
    expect(PAIRING_MESSAGES).toEqual({
      checkingRelay: 'Checking the connection service…',
      relayUnreachable: "Can't reach the connection service. Check your connection and try again.",
    });
  });
});

describe('templated messages', () => {
  it("email cooldown reads 'Please try again after {n} seconds'", () => {
    expect(emailCooldown(12)).toBe('Please try again after 12 seconds');
  });
  it("'No connector found for connection: {id}'", () => {
    expect(noConnectorForConnection('io.metamask')).toBe('No connector found for connection: io.metamask');
  });
  it("'Invalid connection status: {status}'", () => {
    expect(invalidConnectionStatus('pending')).toBe('Invalid connection status: pending');
  });
  it("'Failed to disconnect chains: ...'", () => {
    expect(failedToDisconnectChains('boom')).toBe('Failed to disconnect chains: boom');
  });
  it("'Failed to switch to chain ... not approved or the wallet does not support the switch method.'", () => {
    expect(failedToSwitchChain('eip155:10')).toBe(
      'Failed to switch to chain eip155:10: not approved or the wallet does not support the switch method.',
    );
  });
  it("'JSON-RPC provider ... not found'", () => {
    expect(jsonRpcProviderNotFound('for solana')).toBe('JSON-RPC provider for solana not found');
  });
  it("'Error registering name {name}'", () => {
    expect(errorRegisteringName('alice')).toBe('Error registering name alice');
  });
  it("HTTP client: 'HTTP status code: {n}'", () => {
    expect(httpStatusCode(502)).toBe('HTTP status code: 502');
  });
  it("signing protocol: 'Missing or invalid. {context}'", () => {
    expect(missingOrInvalid('authenticate() uri')).toBe('Missing or invalid. authenticate() uri');
  });

  it("an inspect mode that needs @statelyai/inspect names portico/inspect's factory for it", () => {
    expect(inspectModeNeedsEntry('stately')).toBe(
      "'stately' needs Portico's inspect entry: pass inspect: statelyInspector() from 'portico/inspect'",
    );
    expect(inspectModeNeedsEntry('websocket')).toBe(
      "'websocket' needs Portico's inspect entry: pass inspect: webSocketInspector() from 'portico/inspect'",
    );
  });
});

describe('alerts (§8)', () => {
  const SHORT_TEXTS: ReadonlyArray<readonly [AlertCode, string]> = [
    ['INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['JWT_TOKEN_NOT_VALID', 'Session Expired'],
    ['INVALID_PROJECT_ID', 'Invalid Project ID - update configuration'],
    ['SWITCH_NETWORK_NOT_FOUND', 'Network Not Found'],
    ['IFRAME_LOAD_FAILED', 'Network Error - Could not load embedded wallet'],
    ['IFRAME_REQUEST_TIMEOUT', 'Embedded Wallet Request Timed Out'],
    ['SERVER_ERROR_APP_CONFIGURATION', 'Server Error'],
    ['RATE_LIMITED_APP_CONFIGURATION', 'Rate Limited'],
  ];

  it.each(SHORT_TEXTS)('%s has the short message %j', (code, text) => {
    expect(ALERTS[code].shortMessage).toBe(text);
  });

  it('every alert has its own code, a short and a long message', () => {
    expect(Object.keys(ALERTS).sort()).toEqual(
      [
        'PROJECT_ID_NOT_CONFIGURED',
        'INVALID_APP_CONFIGURATION',
        'JWT_TOKEN_NOT_VALID',
        'INVALID_PROJECT_ID',
        'SWITCH_NETWORK_NOT_FOUND',
        'IFRAME_LOAD_FAILED',
        'IFRAME_REQUEST_TIMEOUT',
        'UNVERIFIED_DOMAIN',
        'SERVER_ERROR_APP_CONFIGURATION',
        'RATE_LIMITED_APP_CONFIGURATION',
      ].sort(),
    );
    for (const [code, alert] of Object.entries(ALERTS)) {
      expect(alert.code).toBe(code);
      expect(alert.shortMessage.length).toBeGreaterThan(0);
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length);
    }
  });

  it('the session-expired alert tells the user to check time settings and reconnect', () => {
    expect(ALERTS.JWT_TOKEN_NOT_VALID.longMessage).toMatch(/time settings.*reconnect/);
  });

  it("maps 'Unauthorized: origin not allowed' to INVALID_APP_CONFIGURATION", () => {
    expect(alertFromServerMessage('Unauthorized: origin not allowed')).toBe(ALERTS.INVALID_APP_CONFIGURATION);
  });
  it("maps 'JWT validation error: JWT Token is not yet valid' to JWT_TOKEN_NOT_VALID", () => {
    expect(alertFromServerMessage('JWT validation error: JWT Token is not yet valid')).toBe(
      ALERTS.JWT_TOKEN_NOT_VALID,
    );
  });
  it("maps 'Unauthorized: invalid key' to INVALID_PROJECT_ID, also when wrapped", () => {
    expect(alertFromServerMessage('Unauthorized: invalid key')).toBe(ALERTS.INVALID_PROJECT_ID);
    expect(alertFromServerMessage('Error: Unauthorized: invalid key (401)')).toBe(ALERTS.INVALID_PROJECT_ID);
  });
  it('maps any other server text to no alert', () => {
    expect(alertFromServerMessage('Unauthorized')).toBeUndefined();
    expect(alertFromServerMessage('')).toBeUndefined();
  });

  it('origins fetch: 429 is RATE_LIMITED, 5xx SERVER_ERROR, anything else no alert', () => {
    expect(alertFromOriginsStatus(429)).toBe(ALERTS.RATE_LIMITED_APP_CONFIGURATION);
    expect(alertFromOriginsStatus(500)).toBe(ALERTS.SERVER_ERROR_APP_CONFIGURATION);
    expect(alertFromOriginsStatus(503)).toBe(ALERTS.SERVER_ERROR_APP_CONFIGURATION);
    expect(alertFromOriginsStatus(599)).toBe(ALERTS.SERVER_ERROR_APP_CONFIGURATION);
    expect(alertFromOriginsStatus(404)).toBeUndefined();
    expect(alertFromOriginsStatus(403)).toBeUndefined();
    expect(alertFromOriginsStatus(600)).toBeUndefined();
  });
});

describe('frame, abort and name-service fallbacks (§8)', () => {
  it("a frame error rejects with its message or 'An error occurred'", () => {
    expect(frameFailureOf('Invalid OTP')).toEqual({ code: 'frameErrorFallback', message: 'Invalid OTP' });
    expect(frameFailureOf(undefined)).toEqual({ code: 'frameErrorFallback', message: 'An error occurred' });
    expect(frameFailureOf('')).toEqual({ code: 'frameErrorFallback', message: 'An error occurred' });
  });
  it("a frame error in the catalogue's words carries the catalogue's code", () => {
    expect(frameFailureOf('User rejected the request.')).toEqual({
      code: 'userRejectedRequest',
      message: 'User rejected the request.',
    });
  });
  it("a hostile frame text is only words: a key of the catalogue's object or its prototype names no code", () => {
    for (const text of ['__proto__', 'constructor', 'toString', 'userRejectedRequest', 'x'.repeat(10_000)])
      expect(frameFailureOf(text)).toEqual({ code: 'frameErrorFallback', message: text });
  });
  it("an abort gives 'Request was aborted' for RPC and 'Something went wrong' otherwise", () => {
    expect(abortFailure(true)).toEqual({ code: 'rpcRequestAborted', message: 'Request was aborted' });
    expect(abortFailure(false)).toEqual({ code: 'somethingWentWrong', message: 'Something went wrong' });
  });
  it('the API text is the first reason description, else the fallback', () => {
    const fallback = MESSAGES.errorResolvingName;
    expect(
      firstReasonDescription({ reasons: [{ description: 'Name taken' }, { description: 'x' }] }, fallback),
    ).toBe('Name taken');
    expect(firstReasonDescription({ reasons: [] }, fallback)).toBe(fallback);
    expect(firstReasonDescription({ reasons: [{ description: 7 }] }, fallback)).toBe(fallback);
    expect(firstReasonDescription({ reasons: [{ description: '' }] }, fallback)).toBe(fallback);
    expect(firstReasonDescription({ reasons: 'no' }, fallback)).toBe(fallback);
    expect(firstReasonDescription(null, fallback)).toBe(fallback);
    expect(firstReasonDescription('oops', fallback)).toBe(fallback);
    expect(firstReasonDescription({ reasons: [null] }, fallback)).toBe(fallback);
  });
});

describe('wallet error codes (§8)', () => {
  it('4902 unrecognized chain, 5000 default, 32603 invalid chain id', () => {
    expect(WALLET_ERROR_CODES).toEqual({ unrecognizedChain: 4902, default: 5000, invalidChainId: 32603 });
  });
  it('each of them means "try adding the chain", in either sign for 32603', () => {
    expect(isUnknownChainErrorCode(4902)).toBe(true);
    expect(isUnknownChainErrorCode(5000)).toBe(true);
    expect(isUnknownChainErrorCode(32603)).toBe(true);
    expect(isUnknownChainErrorCode(-32603)).toBe(true);
    expect(isUnknownChainErrorCode(4001)).toBe(false);
    expect(isUnknownChainErrorCode(-4902)).toBe(false);
  });
});

describe('PorticoError', () => {
  it('carries a code and the fixed text of that code', () => {
    const error = PorticoError.of('invalidChainId');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PorticoError');
    expect(error.code).toBe('invalidChainId');
    expect(error.message).toBe('Invalid chainId');
  });
  it('carries a templated text and a cause', () => {
    const cause = new Error('root');
    const error = new PorticoError('httpStatusCode', httpStatusCode(404), { cause });
    expect(error.message).toBe('HTTP status code: 404');
    expect(error.cause).toBe(cause);
  });
  it("is built from an alert with the alert's code and short message", () => {
    const error = PorticoError.fromAlert(ALERTS.IFRAME_LOAD_FAILED);
    expect(error.code).toBe('IFRAME_LOAD_FAILED');
    expect(error.message).toBe('Network Error - Could not load embedded wallet');
  });
  it('is recognised, optionally by code', () => {
    const error = PorticoError.of('modalClosed');
    expect(isPorticoError(error)).toBe(true);
    expect(isPorticoError(error, 'modalClosed')).toBe(true);
    expect(isPorticoError(error, 'popupClosed')).toBe(false);
    expect(isPorticoError(new Error('Modal closed'))).toBe(false);
  });
});
