import { afterEach, describe, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { createProfileReader, type ProfileState } from './profileReader.ts';
import { waitUntil } from './waitUntil.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let modal: PorticoModal | undefined;
afterEach(() => modal?.destroy());

/** A modal whose name service answers `identity` for the address, counting the identity calls. */
function modalWithNames(identity: () => Response) {
  const calls = { identity: 0 };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname.startsWith('/v1/identity/')) {
      calls.identity += 1;
      return identity();
    }
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST')
      return Response.json({ success: true });
    return Response.json({});
  };
  const instance = createModal(
    { projectId: 'p', endpoints: { api: 'https://api.test/' } },
    { fetch, startEngine },
  );
  return { instance, calls };
}

/** Follow a reader like a UI does: subscribe, and wait for its snapshots. */
function follow(reader: ReturnType<typeof createProfileReader>) {
  const unsubscribe = reader.subscribe(() => {});
  const watchable = {
    getSnapshot: reader.getSnapshot,
    subscribe: (listener: (state: ProfileState) => void) => ({
      unsubscribe: reader.subscribe(() => listener(reader.getSnapshot())),
    }),
  };
  return { unsubscribe, until: (done: (state: ProfileState) => boolean) => waitUntil(watchable, done) };
}

describe('createProfileReader (§3 profileName, profileImage)', () => {
  test('nothing is read until the first subscriber; then the name and avatar arrive', async () => {
    const { instance, calls } = modalWithNames(() =>
      Response.json({ name: 'hugo.reown.id', avatar: 'https://a/1.png' }),
    );
    modal = instance;
    const reader = createProfileReader(modal, { address: ADDRESS });
    expect(reader.getSnapshot().status).toBe('loading');
    expect(calls.identity).toBe(0);
    const { until } = follow(reader);
    const state = await until((s) => s.status !== 'loading');
    expect(state).toEqual({
      status: 'success',
      name: 'hugo.reown.id',
      avatar: 'https://a/1.png',
      error: undefined,
    });
    expect(calls.identity).toBe(1);
  });

  test('a failed read says why with the §8 text', async () => {
    const { instance } = modalWithNames(() => Response.json({}, { status: 500 }));
    modal = instance;
    const { until } = follow(createProfileReader(modal, { address: ADDRESS }));
    const state = await until((s) => s.status !== 'loading');
    expect(state).toMatchObject({ status: 'error', name: null, error: 'Error fetching names for address' });
  });

  test('a name registered for the address through the modal is read again at once', async () => {
    let name: string | null = null;
    const { instance, calls } = modalWithNames(() => Response.json({ name, avatar: null }));
    modal = instance;
    const { until } = follow(createProfileReader(modal, { address: ADDRESS }));
    await until((s) => s.status === 'success');
    expect(calls.identity).toBe(1);
    name = 'hugo.reown.id';
    const names = await modal.engine?.nameService();
    await names?.register({ name, coinType: 60, address: ADDRESS, message: 'm', signature: '0x' });
    const state = await until((s) => s.status === 'success' && s.name !== null);
    expect(state.name).toBe('hugo.reown.id');
    expect(calls.identity).toBe(2);
  });

  test('once the last subscriber left, registrations are no longer followed', async () => {
    const { instance, calls } = modalWithNames(() => Response.json({ name: null, avatar: null }));
    modal = instance;
    const reader = createProfileReader(modal, { address: ADDRESS });
    const { until, unsubscribe } = follow(reader);
    await until((s) => s.status === 'success');
    unsubscribe();
    const names = await modal.engine?.nameService();
    await names?.register({ name: 'x', coinType: 60, address: ADDRESS, message: 'm', signature: '0x' });
    // A followed registration starts a read at once (status 'loading'); none started.
    expect(reader.getSnapshot().status).toBe('success');
    expect(calls.identity).toBe(1);
  });

  test('refresh reads again, keeping the name while it loads', async () => {
    const { instance, calls } = modalWithNames(() => Response.json({ name: 'hugo.reown.id', avatar: null }));
    modal = instance;
    const reader = createProfileReader(modal, { address: ADDRESS });
    const { until } = follow(reader);
    await until((s) => s.status === 'success');
    reader.refresh();
    expect(reader.getSnapshot()).toMatchObject({ status: 'loading', name: 'hugo.reown.id' });
    await until((s) => s.status === 'success');
    // The name service keeps answers 5 minutes (§9): the refresh is answered from its cache.
    expect(calls.identity).toBe(1);
  });
});
