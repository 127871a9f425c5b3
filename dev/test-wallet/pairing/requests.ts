/**
 * The wallet's incoming requests, through one request-queue statechart
 * (machines/protocol/requestQueue.machine.ts): queued one at a time, presented by the `handleRequest`
 * actor (answered by policy, or waiting for `approveRequest` / `rejectRequest` with 'manual'), answered
 * through `respond` (client.respond), RETRY_SPACING_MS apart. A request whose expiry passes before its
 * answer, or had passed when it arrived, is answered 'Request expired. Please try again.'.
 */
import { createActor, fromPromise } from 'xstate';
import { delayUntil } from '../../../domain/protocol/expiry.ts';
import type {
  RequestQueueContext,
  RequestRespondParams,
} from '../../../machines/protocol/requestQueue.context.ts';
import { requestQueueMachine } from '../../../machines/protocol/requestQueue.machine.ts';
import { ProviderRpcError, userRejected } from '../injected/errors.ts';
import type { Answer } from './answer.ts';
import type { Policy, RequestOutcome, RequestView } from './options.ts';
import { MISSING_OR_INVALID_CODE, toPendingRequest } from './protocolRecords.ts';
import type { RequestEvent, WalletClient } from './types.ts';
import { toWireError } from './wireError.ts';

/** What the requests need from the wallet. */
export interface RequestsDeps {
  client: WalletClient;
  clock: () => number;
  log: (line: string) => void;
  policy: () => Policy;
  /** Work out the answer with the wallet's signers. */
  answer: (event: RequestEvent) => Promise<Answer>;
  /** After the answer went out, when the app switched chain: tell it (chainChanged). */
  switched: (topic: string, chain: string) => Promise<void>;
  view: (event: RequestEvent) => RequestView;
  onRequest?: (request: RequestView) => void;
  onRequestSettled?: (outcome: RequestOutcome) => void;
}

/** The wallet's request queue. */
export interface Requests {
  /** A request arrived: it joins the queue (or is answered at once when it has expired). */
  receive(event: RequestEvent): void;
  /** Answer the presented request (policy 'manual'). */
  approve(id: number): Promise<RequestOutcome>;
  /** Refuse the presented request with 4001. */
  reject(id: number): Promise<RequestOutcome>;
  /** The presented requests waiting for a decision. */
  views(): RequestView[];
  /** Stop the statechart. */
  stop(): void;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  // Nobody awaits an auto-answered request's outcome: its failure is logged, not unhandled.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

interface Entry {
  event: RequestEvent;
  /** Shown to the wallet's user (its turn came). */
  presented: boolean;
  decision: Deferred<'approve' | 'reject'>;
  settled: Deferred<RequestOutcome>;
  /** The EVM chain the app switched to, announced after the answer. */
  switchTo?: string;
}

/** The request queue of one wallet. */
export function createRequests(deps: RequestsDeps): Requests {
  const { client, clock, log } = deps;
  const entries = new Map<number, Entry>();

  const present = async (id: number): Promise<{ result: unknown }> => {
    const entry = entries.get(id);
    if (!entry) throw new Error(`request ${id} is not known`);
    entry.presented = true;
    const view = deps.view(entry.event);
    log(`request ${id} ${view.method} on ${view.chainId} from ${view.app.name}`);
    deps.onRequest?.(view);
    const policy = deps.policy();
    const decision = policy === 'manual' ? await entry.decision.promise : policy;
    if (decision === 'reject') throw userRejected();
    const { outcome, switchTo } = await deps.answer(entry.event);
    if (outcome.error) throw new ProviderRpcError(outcome.error.code, outcome.error.message);
    if (switchTo) entry.switchTo = switchTo;
    return { result: outcome.result };
  };

  const respond = async (topic: string, outcome: RequestOutcome, entry: Entry | undefined) => {
    const { id } = outcome;
    await client.respond({
      topic,
      response:
        outcome.error === undefined
          ? { id, jsonrpc: '2.0', result: outcome.result }
          : { id, jsonrpc: '2.0', error: outcome.error },
    });
    const method = entry?.event.params.request.method ?? 'request';
    log(
      outcome.error === undefined
        ? `request ${id} ${method} answered`
        : `request ${id} ${method} refused: ${outcome.error.code} ${outcome.error.message}`,
    );
    deps.onRequestSettled?.(outcome);
    if (entry?.switchTo) await deps.switched(topic, entry.switchTo);
  };

  const send = ({ topic, id, response }: RequestRespondParams) => {
    const entry = entries.get(id);
    entries.delete(id);
    const outcome: RequestOutcome =
      'result' in response ? { id, result: response.result } : { id, error: toWireError(response.error) };
    respond(topic, outcome, entry).then(
      () => entry?.settled.resolve(outcome),
      (error: unknown) => {
        log(`request ${id}: ${String(error)}`);
        entry?.settled.reject(error);
      },
    );
  };

  // From the wallet's clock, not the machine's last known time: a request that waited its turn behind
  // a slow answer has less time left than the spacing alone says.
  const requestExpiry = ({ context }: { context: RequestQueueContext }) =>
    delayUntil(context.current?.params.request.expiryTimestamp ?? 0, clock());

  const queue = createActor(
    requestQueueMachine.provide({
      actors: { handleRequest: fromPromise(({ input }) => present(input.request.id)) },
      actions: { respond: (_, params) => send(params) },
      delays: { REQUEST_EXPIRY: requestExpiry },
    }),
    { input: { now: clock() } },
  );
  queue.start();

  const presented = (id: number) => {
    const entry = entries.get(id);
    if (!entry) throw new Error(`no request ${id} is waiting`);
    if (!entry.presented) throw new Error(`request ${id} waits its turn behind another request`);
    return entry;
  };

  return {
    receive(event) {
      let request: ReturnType<typeof toPendingRequest>;
      try {
        request = toPendingRequest(event);
      } catch (error) {
        // No statechart can hold it: refuse it at once, as the sign-client refuses malformed requests.
        const message = error instanceof Error ? error.message : String(error);
        const outcome = { id: event.id, error: { code: MISSING_OR_INVALID_CODE, message } };
        respond(event.topic, outcome, undefined).catch((e: unknown) =>
          log(`request ${event.id}: ${String(e)}`),
        );
        return;
      }
      if (!entries.has(event.id)) {
        entries.set(event.id, { event, presented: false, decision: deferred(), settled: deferred() });
      }
      queue.send({ type: 'queue.enqueue', request, now: clock() });
    },
    async approve(id) {
      const entry = presented(id);
      entry.decision.resolve('approve');
      return entry.settled.promise;
    },
    async reject(id) {
      const entry = presented(id);
      entry.decision.resolve('reject');
      return entry.settled.promise;
    },
    views: () =>
      [...entries.values()].filter((entry) => entry.presented).map((entry) => deps.view(entry.event)),
    stop: () => queue.stop(),
  };
}
