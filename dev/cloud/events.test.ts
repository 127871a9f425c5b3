import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCloud } from './server.ts';
import { adminGet, adminSend, sendJson, startTestCloud, urlOf } from './test-helpers.ts';

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud(['other-project']);
});
afterAll(() => cloud.close());

const event = {
  eventId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
};

describe('POST /e', () => {
  it('stores an event that GET /admin/events reads back', async () => {
    const posted = await sendJson(urlOf(cloud, '/e'), 'POST', event);
    expect(posted.status).toBe(202);
    expect(posted.body).toMatchObject({ ok: true, id: expect.any(Number) });
    await sendJson(urlOf(cloud, '/e', {}, 'other-project'), 'POST', { ...event, eventId: 'second' });

    const { status, body } = await adminGet(cloud, `/admin/events?projectId=portico-dev-project`);
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 1,
      events: [
        {
          ...event,
          id: expect.any(Number),
          projectId: 'portico-dev-project',
          sdkType: 'appkit',
          sdkVersion: 'html-wagmi-1.0.0',
          receivedAt: expect.any(Number),
        },
      ],
    });
    const all = await adminGet(cloud, `/admin/events`);
    expect(all.body).toMatchObject({ count: 2, events: [{ eventId: event.eventId }, { eventId: 'second' }] });
  });

  it('rejects bad events with 400 and stores nothing', async () => {
    const before = await adminGet(cloud, `/admin/events`);
    const cases: Array<[unknown, RegExp]> = [
      [{ ...event, timestamp: 'yesterday' }, /^timestamp: /],
      [{ ...event, url: 'not a url' }, /^url: must be an absolute URL/],
      [{ ...event, eventId: '' }, /^eventId: /],
      [{ ...event, props: 'x' }, /^props: /],
      ['{"eventId":', /^body: invalid JSON$/],
      [[1, 2], /expected object/],
    ];
    for (const [body, reason] of cases) {
      const res = await sendJson(urlOf(cloud, '/e'), 'POST', body);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(reason);
    }
    expect((await adminGet(cloud, `/admin/events`)).body).toEqual(before.body);
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const res = await sendJson(urlOf(cloud, '/e'), 'POST', { ...event, props: { big: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
  });

  it('checks the project', async () => {
    const res = await sendJson(urlOf(cloud, '/e', {}, 'unknown'), 'POST', event);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized: invalid key' });
  });

  it('clears events through the admin route', async () => {
    const cleared = await adminSend(cloud, `/admin/events?projectId=other-project`, 'DELETE', '');
    expect(cleared.body).toEqual({ cleared: 1 });
    expect((await adminGet(cloud, `/admin/events?projectId=other-project`)).body).toEqual({
      count: 0,
      events: [],
    });
  });
});
