/**
 * Rules of the embedded wallet's requests (§4 "Embedded wallet frame", §7 app events, §8 abort texts,
 * §9 timeouts): which app events expect a reply, which of them time out, which can be aborted, and
 * what an aborted one is rejected with. The wire names and payload schemas are the frame transport's;
 * here a request is only its kind (and, for an RPC request, its method).
 */
import { abortFailure, type PorticoFailure } from './errors.ts';
import { classifyRpcMethod, isSafeRpcMethod } from './rpcMethods.ts';

/** §7 app events that expect a reply (a success or an error frame event), in the spec's order. */
export const FRAME_REQUEST_KINDS = [
  'switchNetwork',
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'connectSocial',
  'getFarcasterUri',
  'connectFarcaster',
  'getUser',
  'getSocialRedirectUri',
  'signOut',
  'isConnected',
  'getChainId',
  'getSmartAccountEnabledNetworks',
  'initSmartAccount',
  'setPreferredAccount',
  'rpcRequest',
  'updateEmail',
  'updatePrimaryOtp',
  'updateSecondaryOtp',
  'syncTheme',
  'syncDappData',
  'reload',
] as const;

/** One kind of request to the embedded wallet frame. */
export type FrameRequestKind = (typeof FRAME_REQUEST_KINDS)[number];

/** What the rules below need to know of a request. */
export interface FrameRequestShape {
  kind: FrameRequestKind;
  /** The JSON-RPC method of an `rpcRequest`. */
  method?: string | undefined;
}

/** §9: "connect, OTP, device, social and redirect-URI requests time out after 120 s". */
export const TIMED_FRAME_REQUEST_KINDS: readonly FrameRequestKind[] = [
  'connectEmail',
  'connectOtp',
  'connectDevice',
  'connectSocial',
  'getSocialRedirectUri',
];

/** Whether the request is abandoned with IFRAME_REQUEST_TIMEOUT when the frame does not answer in 120 s. */
export function timesOut(request: FrameRequestShape): boolean {
  return TIMED_FRAME_REQUEST_KINDS.includes(request.kind);
}

/** Whether the request is a JSON-RPC request of the wallet's provider, which the approval actor hears of (§4). */
export function isRpcRequest(request: FrameRequestShape): boolean {
  return request.kind === 'rpcRequest';
}

/** §6: an RPC request whose method is not allowed never reaches the frame. */
export function isNotAllowedRpcRequest(request: FrameRequestShape): boolean {
  return isRpcRequest(request) && classifyRpcMethod(request.method ?? '') === 'rejected';
}

/** An RPC request whose method is allowed (§6): it goes to the frame, and the approval actor hears of it. */
export function isAllowedRpcRequest(request: FrameRequestShape): boolean {
  return isRpcRequest(request) && !isNotAllowedRpcRequest(request);
}

/**
 * The CAIP-2 network of an RPC request, from its §7 payload: Solana's chain id is already CAIP-2, an
 * EVM one is the chain's number.
 */
export function rpcRequestNetworkId(payload: { chainNamespace: string; chainId: string | number }): string {
  const chainId = String(payload.chainId);
  return chainId.includes(':') ? chainId : `${payload.chainNamespace}:${chainId}`;
}

/** Whether the request is a sign-out, whose wait is capped at 3 s (§9). */
export function isSignOut(request: FrameRequestShape): boolean {
  return request.kind === 'signOut';
}

/** §4: "Open RPC requests can be aborted except safe read-only methods." */
export function isAbortable(request: FrameRequestShape): boolean {
  return request.kind === 'rpcRequest' && !isSafeRpcMethod(request.method ?? '');
}

/** §8: an aborted request is rejected with 'Request was aborted' for RPC, 'Something went wrong' otherwise. */
export function abortFailureOf(request: FrameRequestShape): PorticoFailure {
  return abortFailure(request.kind === 'rpcRequest');
}

/**
 * §4 "A failed isConnected check clears the login cache": an isConnected answer counts as failed
 * unless it says `{ isConnected: true }`. The answer comes off the wire, so it is read defensively.
 */
export function isConnectedAnswer(result: unknown): boolean {
  return typeof result === 'object' && result !== null && Reflect.get(result, 'isConnected') === true;
}
