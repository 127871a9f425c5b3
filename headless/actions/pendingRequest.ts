import type { PendingApproval } from '../../machines/embedded/approval.context.ts';
import { networkNameOfCaipId } from '../approval/networkName.ts';
import { type ReadableRequest, readableRequest } from '../approval/readableRequest.ts';
import { approvalActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';

/** An embedded-wallet request waiting for the visitor's approval (§2 ApproveTransaction). */
export interface PendingRequest {
  id: string;
  method: string;
  params: unknown;
  /** The CAIP-2 network it is asked on. */
  caipNetworkId: string | undefined;
  /** What it asks, in words: the message, the typed data's fields, the transaction, the network. */
  readable: ReadableRequest;
}

/**
 * What `getPendingRequest` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type GetPendingRequestParameters = Record<string, never>;

/** What `getPendingRequest` returns: the oldest request waiting for the visitor, or undefined. */
export type GetPendingRequestReturnType = PendingRequest | undefined;

/** What `showApprovalFrame` takes, after the modal: the element the frame is shown over. */
export type ShowApprovalFrameParameters = [anchor: HTMLElement];

/** What `showApprovalFrame` returns: the function that hides the frame again. */
export type ShowApprovalFrameReturnType = () => void;

/** The request the visitor is asked to approve now (the oldest waiting), or undefined. */
export function pendingRequestOf(
  engine: PorticoEngine,
  pending: PendingApproval | undefined,
): PendingRequest | undefined {
  if (!pending) return undefined;
  const network = engine.networks.find((candidate) => candidate.caipNetworkId === pending.caipNetworkId);
  return {
    id: pending.id,
    method: pending.method,
    params: pending.params,
    caipNetworkId: pending.caipNetworkId,
    readable: readableRequest(
      pending.method,
      pending.params,
      // A network the app did not list is still named from the registry, not shown as its CAIP-2 id.
      network?.name ?? (pending.caipNetworkId && networkNameOfCaipId(pending.caipNetworkId)),
    ),
  };
}

/** The request the visitor is asked to approve now, read from the running modal. */
export function getPendingRequest(
  modal: PorticoModal,
  _parameters: GetPendingRequestParameters = {},
): GetPendingRequestReturnType {
  const engine = modal.engine;
  const root = engine?.actor.getSnapshot();
  return engine && root
    ? pendingRequestOf(engine, approvalActorOf(root)?.getSnapshot().context.pending[0])
    : undefined;
}

/**
 * Show the embedded wallet's frame over `anchor`, the place of a custom ApproveTransaction view: the
 * visitor approves or rejects in the frame, on the secure site's origin, which the page cannot reach
 * into. Call the returned function when the view goes (the frame is hidden again).
 */
export function showApprovalFrame(
  modal: PorticoModal,
  ...[anchor]: ShowApprovalFrameParameters
): ShowApprovalFrameReturnType {
  return modal.engine?.showEmbeddedFrameOver(anchor) ?? (() => {});
}
