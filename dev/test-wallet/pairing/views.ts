/** Plain views of the sign-client's proposals, requests and sessions, for callbacks, logs and the page. */

import type { AuthenticateEvent } from './authenticate.ts';
import { planApproval, requestedChains, requestedList, type Supported } from './namespaces.ts';
import type { AuthenticateView, ProposalView, RequestView, SessionState, SessionView } from './options.ts';
import type { ProposalEvent, RequestEvent, SessionStruct } from './types.ts';

/** The proposal as the wallet shows it, with what it would approve and where its statechart is. */
export function toProposalView(
  event: ProposalEvent,
  supported: Supported,
  state: Pick<ProposalView, 'status' | 'error'> = { status: 'pending' },
): ProposalView {
  const { params, verifyContext } = event;
  const plan = planApproval(params, supported);
  return {
    id: event.id,
    app: params.proposer.metadata,
    validation: verifyContext.verified.validation,
    verifiedOrigin: verifyContext.verified.origin,
    isScam: verifyContext.verified.isScam === true,
    requiredChains: requestedChains(params.requiredNamespaces),
    optionalChains: requestedChains(params.optionalNamespaces),
    methods: [
      ...new Set([
        ...requestedList(params.requiredNamespaces, 'methods'),
        ...requestedList(params.optionalNamespaces, 'methods'),
      ]),
    ],
    events: [
      ...new Set([
        ...requestedList(params.requiredNamespaces, 'events'),
        ...requestedList(params.optionalNamespaces, 'events'),
      ]),
    ],
    approvableChains: plan.approvable,
    unsupportedRequiredChains: plan.unsupportedRequired,
    status: state.status,
    ...(state.error === undefined ? {} : { error: state.error }),
    ...signInOf(params.requests?.authentication?.[0]),
  };
}

/** The request as the wallet shows it; `session` gives the app's metadata. */
export function toRequestView(event: RequestEvent, session: SessionStruct | undefined): RequestView {
  return {
    id: event.id,
    topic: event.topic,
    chainId: event.params.chainId,
    method: event.params.request.method,
    params: event.params.request.params as unknown,
    app: session?.peer.metadata ?? { name: 'unknown app', description: '', url: '', icons: [] },
    validation: event.verifyContext.verified.validation,
  };
}

/** The session as the wallet lists it, with the state of its statechart when it has one. */
export function toSessionView(session: SessionStruct, state?: SessionState): SessionView {
  const namespaces: SessionView['namespaces'] = {};
  for (const [key, value] of Object.entries(session.namespaces)) {
    namespaces[key] = {
      chains: value.chains ?? [],
      accounts: value.accounts,
      methods: value.methods,
      events: value.events,
    };
  }
  return {
    topic: session.topic,
    app: session.peer.metadata,
    namespaces,
    expiry: session.expiry,
    ...(state === undefined ? {} : { state }),
  };
}

/** The one-click authentication request as the wallet shows it. */
export function toAuthenticateView(event: AuthenticateEvent): AuthenticateView {
  const { requester, authPayload } = event.params;
  return {
    id: event.id,
    app: requester.metadata,
    domain: authPayload.domain,
    uri: authPayload.aud ?? '',
    chains: [...authPayload.chains],
    ...(authPayload.statement === undefined ? {} : { statement: authPayload.statement }),
    validation: event.verifyContext.verified.validation,
  };
}

/** What a proposal's sign-in request asks, as the wallet shows it. */
function signInOf(
  request:
    | NonNullable<NonNullable<ProposalEvent['params']['requests']>['authentication']>[number]
    | undefined,
): Pick<ProposalView, 'signIn'> {
  if (!request) return {};
  return {
    signIn: {
      domain: request.domain,
      uri: request.aud,
      chains: [...request.chains],
      ...(request.statement === undefined ? {} : { statement: request.statement }),
    },
  };
}
