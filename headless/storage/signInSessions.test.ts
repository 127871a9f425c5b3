/**
 * The one sign-in session store (headless/storage/signInSessions.ts) both sign-in implementations
 * keep their sessions in: under the keys of keys.ts, one entry per account (an EVM address in any
 * case, a Solana address exactly), every read parsed, and stored data that does not parse set aside
 * as it was under `<key>.unreadable`, reported on the console, and the store going on with none.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SiwxSession } from '../../domain/siwx.ts';
import { STORAGE_KEYS } from './keys.ts';
import { cloudSignInSessions, isSameAccount, localSignInSessions } from './signInSessions.ts';
import { memoryStorageBackend } from './storage.ts';
import { StoredDataError } from './strictStorage.ts';

const EVM = '0xAbCdEf0000000000000000000000000000000001';
const SOL = 'So1anaAddre55Base58CaseMatters11111111111';

const session = (address: string, chainId: `${string}:${string}`, nonce: string): SiwxSession => ({
  data: {
    accountAddress: address,
    chainId,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce,
  },
  message: `message ${nonce}`,
  signature: `signature ${nonce}`,
});

describe('the sign-in session store', () => {
  test('keeps one session per account under its key, found again after a reload', () => {
    const backend = memoryStorageBackend();
    const sessions = localSignInSessions(backend);
    sessions.put(session(EVM, 'eip155:1', 'n1'));
    sessions.put(session(EVM, 'eip155:10', 'n2'));
    // The same account again: the new session replaces the old one, which is answered.
    const replaced = sessions.put(session(EVM.toLowerCase(), 'eip155:1', 'n3'));
    expect(replaced.map((s) => s.data.nonce)).toEqual(['n1']);
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.siwxSessions) ?? '[]')).toHaveLength(2);
    const reloaded = localSignInSessions(backend);
    expect(reloaded.of({ chainId: 'eip155:1', address: EVM }).map((s) => s.data.nonce)).toEqual(['n3']);
    expect(reloaded.remove({ chainId: 'eip155:10', address: EVM }).map((s) => s.data.nonce)).toEqual(['n2']);
    expect(reloaded.all().map((s) => s.data.nonce)).toEqual(['n3']);
  });

  test('an EVM address matches in any letter case; a Solana address only exactly', () => {
    expect(
      isSameAccount(
        { chainId: 'eip155:1', address: EVM },
        { chainId: 'eip155:1', address: EVM.toLowerCase() },
      ),
    ).toBe(true);
    expect(
      isSameAccount({ chainId: 'eip155:1', address: EVM }, { chainId: 'eip155:8453', address: EVM }),
    ).toBe(false);
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(isSameAccount({ chainId: solana, address: SOL }, { chainId: solana, address: SOL })).toBe(true);
    expect(
      isSameAccount({ chainId: solana, address: SOL }, { chainId: solana, address: SOL.toLowerCase() }),
    ).toBe(false);
  });

  test('the cloud implementation keeps ids under its own key, in the same store', () => {
    const backend = memoryStorageBackend();
    const kept = cloudSignInSessions(backend);
    kept.put({ id: 'a', chainId: 'eip155:1', address: EVM, token: 'token-a' });
    kept.put({
      id: 'b',
      chainId: 'eip155:1',
      address: '0x0000000000000000000000000000000000000002',
      token: 'token-b',
    });
    kept.removeWhere((ref) => ref.id === 'a');
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.siwxCloudSessions) ?? '[]')).toEqual([
      {
        id: 'b',
        chainId: 'eip155:1',
        address: '0x0000000000000000000000000000000000000002',
        token: 'token-b',
      },
    ]);
    expect(backend.getItem(STORAGE_KEYS.siwxSessions)).toBeNull();
  });

  describe('stored data that does not parse', () => {
    const KEY = STORAGE_KEYS.siwxCloudSessions;
    const UNREADABLE = `${KEY}.unreadable`;
    const ref = { id: 'x', chainId: 'eip155:1', address: EVM, token: 'token-x' };
    type Store = ReturnType<typeof cloudSignInSessions>;

    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** A store over storage holding `stored` under its key, and a spy on console.error. */
    function storeHolding(stored: string) {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const backend = memoryStorageBackend();
      backend.setItem(KEY, stored);
      return { backend, error, kept: cloudSignInSessions(backend) };
    }

    test.each([
      ['not JSON', '{not json', 'not JSON'],
      ['another shape', JSON.stringify([{ id: 7 }]), '0.id: '],
      // Stored before the cloud answered tokens: no token proves it any more, so sign in again.
      [
        'a ref without its session token',
        JSON.stringify([{ id: 'x', chainId: 'eip155:1', address: EVM }]),
        '0.token: ',
      ],
    ])(
      '(%s) is kept as it was under `<key>.unreadable`, reported naming the key, and the store goes on with no sessions',
      (_, stored, detail) => {
        const { backend, error, kept } = storeHolding(stored);
        expect(kept.all()).toEqual([]);
        expect(backend.getItem(UNREADABLE)).toBe(stored);
        expect(error).toHaveBeenCalledOnce();
        const [report] = error.mock.calls[0] ?? [];
        expect(report).toContain(`'${KEY}' (${detail}`);
        expect(report).toContain(`kept as it was under '${UNREADABLE}'`);
        // A second read finds the key clean: no sessions, and no second report.
        expect(backend.getItem(KEY)).toBeNull();
        expect(kept.of(ref)).toEqual([]);
        expect(error).toHaveBeenCalledOnce();
        // A new sign-in is kept as usual, and found again after a reload.
        kept.put(ref);
        expect(cloudSignInSessions(backend).all()).toEqual([ref]);
        expect(backend.getItem(UNREADABLE)).toBe(stored);
      },
    );

    test.each([
      ['of', (kept: Store) => kept.of(ref), []],
      ['remove', (kept: Store) => kept.remove(ref), []],
      ['removeWhere', (kept: Store) => kept.removeWhere(() => true), []],
      ['put', (kept: Store) => kept.put(ref), [ref]],
      ['replaceAll', (kept: Store) => kept.replaceAll([ref]), [ref]],
    ])('%s sets it aside the same way, rather than failing or overwriting it unread', (_, change, after) => {
      const { backend, error, kept } = storeHolding('{not json');
      change(kept);
      expect(backend.getItem(UNREADABLE)).toBe('{not json');
      expect(error).toHaveBeenCalledOnce();
      expect(error.mock.calls[0]?.[0]).toContain(`'${KEY}'`);
      expect(kept.all()).toEqual(after);
    });

    test('a later unreadable value does not overwrite one set aside before: it is kept beside it', () => {
      const { backend, error, kept } = storeHolding('{first');
      expect(kept.all()).toEqual([]);
      backend.setItem(KEY, '{second');
      expect(kept.all()).toEqual([]);
      expect(backend.getItem(UNREADABLE)).toBe('{first');
      expect(backend.getItem(`${UNREADABLE}.2`)).toBe('{second');
      expect(error.mock.calls[1]?.[0]).toContain(`'${UNREADABLE}.2'`);
    });

    test('when storage refuses the copy, the value stays where it is and the read is a StoredDataError', () => {
      const { backend, error } = storeHolding('{not json');
      const full = {
        ...backend,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      };
      const kept = cloudSignInSessions(full);
      expect(() => kept.put(ref)).toThrow(StoredDataError);
      expect(backend.getItem(KEY)).toBe('{not json');
      expect(backend.getItem(UNREADABLE)).toBeNull();
      expect(error).not.toHaveBeenCalled();
    });
  });
});
