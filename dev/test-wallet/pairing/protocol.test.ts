import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_SPACING_MS } from '../../../domain/constants.ts';
import { poll } from '../../../test-support/eventually.ts';
import type { AuthenticateView, ProposalView, RequestView } from './options.ts';
import {
  cleanup,
  dapp,
  deferred,
  EVM_ACCOUNT,
  type Harness,
  propose,
  startHarness,
  stopHarness,
  wallet,
} from './test-helpers.ts';

// The pairing wallet driven by the protocol statecharts (machines/protocol/), against a real dapp
// sign-client over the dev relay. The wallet's clock option moves time for the machines only.

/** The sign-client's proposal and minimum request lifetimes (5 minutes each). */
const FIVE_MINUTES_MS = 5 * 60_000;
const LATER_MS = 2 * FIVE_MINUTES_MS;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterEach(() => cleanup(h));
afterAll(() => stopHarness(h));

const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`;

describe('proposal statechart in the pairing wallet (§4)', () => {
  it("a proposal expired on arrival is deleted; approving it gives 'Record was recently deleted'", async () => {
    const app = await dapp(h);
    const expired = deferred<ProposalView>();
    const w = await wallet(h, {
      policy: 'manual',
      now: () => Date.now() + LATER_MS,
      onProposalExpired: expired.resolve,
    });
    const { uri, approval } = await propose(h, app);
    approval().catch(() => {});
    await w.pair(uri ?? '');

    const view = await expired.promise;
    expect(view.status).toBe('expired');
    expect(view.error).toBe(`Missing or invalid. proposal id ${view.id} expired`);
    expect(w.waiting().proposals).toMatchObject([{ id: view.id, status: 'expired' }]);
    await expect(w.approve(view.id)).rejects.toThrow('Record was recently deleted');
    await poll(() => w.client.proposal.getAll().map((proposal) => proposal.id)).not.toContain(view.id);
  });
});

describe('request queue statechart in the pairing wallet (§4, §8)', () => {
  it("a request whose expiry passed when it arrives is answered 'Request expired. Please try again.'", async () => {
    let ahead = 0;
    const presented: RequestView[] = [];
    const app = await dapp(h);
    const w = await wallet(h, { now: () => Date.now() + ahead, onRequest: (view) => presented.push(view) });
    const { uri, approval } = await propose(h, app);
    await w.pair(uri ?? '');
    const session = await approval();

    ahead = LATER_MS;
    await expect(
      app.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [hex('too late'), EVM_ACCOUNT.address] },
        expiry: FIVE_MINUTES_MS / 1000,
      }),
    ).rejects.toMatchObject({ code: 8000, message: 'Request expired. Please try again.' });
    expect(presented).toEqual([]);
  });

  it('pending requests are queued one at a time; the next follows RETRY_SPACING_MS after a response', async () => {
    const app = await dapp(h);
    const proposal = deferred<ProposalView>();
    const presented: { view: RequestView; at: number }[] = [];
    const w = await wallet(h, {
      policy: 'manual',
      onProposal: proposal.resolve,
      onRequest: (view) => presented.push({ view, at: Date.now() }),
    });
    const { uri, approval } = await propose(h, app);
    await w.pair(uri ?? '');
    const [session] = await Promise.all([approval(), proposal.promise.then((view) => w.approve(view.id))]);

    const sign = (text: string) =>
      app.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [hex(text), EVM_ACCOUNT.address] },
      });
    const answers = Promise.allSettled([sign('first'), sign('second')]);

    // Both arrived (the sign-client holds them), one is presented.
    await poll(() => w.client.pendingRequest.getAll().length).toBe(2);
    expect(presented).toHaveLength(1);
    const [first] = presented;
    if (!first) throw new Error('no request presented');
    expect(w.waiting().requests.map((view) => view.id)).toEqual([first.view.id]);
    const queued = w.client.pendingRequest.getAll().find((request) => request.id !== first.view.id);
    await expect(w.approveRequest(queued?.id ?? -1)).rejects.toThrow('waits its turn');

    const answeredAt = Date.now();
    expect((await w.approveRequest(first.view.id)).result).toMatch(/^0x[0-9a-f]{130}$/);
    await poll(() => presented.length).toBe(2);
    const second = presented[1];
    if (!second) throw new Error('no second request presented');
    expect(second.view.id).toBe(queued?.id);
    expect(second.at - answeredAt).toBeGreaterThanOrEqual(RETRY_SPACING_MS - 5);

    await w.rejectRequest(second.view.id);
    const statuses = (await answers).map((answer) =>
      answer.status === 'fulfilled' ? 'answered' : (answer.reason as { code: number }).code,
    );
    expect(statuses.sort()).toEqual([4001, 'answered']);
  });
});

describe('session statechart in the pairing wallet (§4)', () => {
  async function connected(log?: (line: string) => void) {
    const app = await dapp(h);
    const w = await wallet(h, log ? { log } : {});
    const { uri, approval } = await propose(h, app);
    await w.pair(uri ?? '');
    const session = await approval();
    await poll(() => w.sessionState(session.topic)).toBe('acknowledged');
    return { app, w, session };
  }

  it('a session deleted by the app (disconnect) moves the wallet session statechart to deleted', async () => {
    const { app, w, session } = await connected();
    expect(w.sessions().map((view) => view.state)).toEqual(['acknowledged']);
    await app.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    await poll(() => w.sessionState(session.topic)).toBe('deleted');
    expect(w.sessions()).toEqual([]);
  });

  it('a ping from the app reaches the session statechart, which answers after PING_RESPONSE_DELAY_MS', async () => {
    const lines: string[] = [];
    const { app, w, session } = await connected((line) => lines.push(line));
    await app.ping({ topic: session.topic });
    const answered = `session ${session.topic.slice(0, 8)}… request`;
    expect(lines.filter((line) => line.startsWith(answered))).toEqual([]);
    await poll(() => lines.filter((line) => line.startsWith(answered))).toEqual([
      expect.stringMatching(/answered \(by the sign-client\)$/),
    ]);
    expect(w.sessionState(session.topic)).toBe('acknowledged');
  });
});

describe('one-click authentication in the pairing wallet', () => {
  it('policy manual: the sign-in waits in waiting(); approveAuthenticate settles a session the wallet tracks', async () => {
    const app = await dapp(h);
    const arrived = deferred<AuthenticateView>();
    const w = await wallet(h, { policy: 'manual', onAuthenticate: arrived.resolve });
    const { uri, response } = await app.authenticate({
      chains: ['eip155:31337'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'portico-pairing-test',
      methods: ['personal_sign'],
    });
    await w.pair(uri);
    const view = await arrived.promise;
    expect(view).toMatchObject({
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      chains: ['eip155:31337'],
    });
    expect(w.waiting().authentications.map((waiting) => waiting.id)).toEqual([view.id]);

    const [outcome, { session }] = await Promise.all([w.approveAuthenticate(view.id), response()]);
    expect(outcome).toEqual({ approved: true, sessionTopic: session.topic });
    expect(w.waiting().authentications).toEqual([]);
    expect(w.sessionState(session.topic)).toBe('acknowledged');
    expect(w.sessions().map((listed) => listed.topic)).toEqual([session.topic]);
  });
});
