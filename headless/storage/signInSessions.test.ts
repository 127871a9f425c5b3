/**
 * The one sign-in session store (headless/storage/signInSessions.ts) both sign-in implementations
 * keep their sessions in: under the keys of keys.ts, one entry per account (an EVM address in any
 * case, a Solana address exactly), every read parsed, and stored data that does not parse a clear
 * StoredDataError that nothing overwrites.
 */
import { describe, expect, test } from 'vitest';
import type { SiwxSession } from '../../domain/siwx.ts';
import { STORAGE_KEYS } from './keys.ts';
import { cloudSignInSessions, isSameAccount, localSignInSessions } from './signInSessions.ts';
import { createTypedStorage, memoryStorageBackend, StoredDataError } from './storage.ts';

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
    const sessions = localSignInSessions(createTypedStorage(backend));
    sessions.put(session(EVM, 'eip155:1', 'n1'));
    sessions.put(session(EVM, 'eip155:10', 'n2'));
    // The same account again: the new session replaces the old one, which is answered.
    const replaced = sessions.put(session(EVM.toLowerCase(), 'eip155:1', 'n3'));
    expect(replaced.map((s) => s.data.nonce)).toEqual(['n1']);
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.siwxSessions) ?? '[]')).toHaveLength(2);
    const reloaded = localSignInSessions(createTypedStorage(backend));
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
    const kept = cloudSignInSessions(createTypedStorage(backend));
    kept.put({ id: 'a', chainId: 'eip155:1', address: EVM });
    kept.put({ id: 'b', chainId: 'eip155:1', address: '0x0000000000000000000000000000000000000002' });
    kept.removeWhere((ref) => ref.id === 'a');
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.siwxCloudSessions) ?? '[]')).toEqual([
      { id: 'b', chainId: 'eip155:1', address: '0x0000000000000000000000000000000000000002' },
    ]);
    expect(backend.getItem(STORAGE_KEYS.siwxSessions)).toBeNull();
  });

  test.each([
    ['not JSON', '{not json', 'not JSON'],
    ['another shape', JSON.stringify([{ id: 7 }]), '0.id: '],
  ])(
    'stored data that does not parse (%s) is a StoredDataError naming the key, and is never overwritten',
    (_, stored, detail) => {
      const backend = memoryStorageBackend();
      backend.setItem(STORAGE_KEYS.siwxCloudSessions, stored);
      const kept = cloudSignInSessions(createTypedStorage(backend));
      const ref = { id: 'x', chainId: 'eip155:1', address: EVM };
      for (const change of [
        () => kept.all(),
        () => kept.of(ref),
        () => kept.put(ref),
        () => kept.remove(ref),
        () => kept.removeWhere(() => true),
        () => kept.replaceAll([ref]),
      ]) {
        expect(change).toThrow(StoredDataError);
        expect(change).toThrow(
          `Portico cannot read the value stored under '@portico/siwx-cloud-sessions' (${detail}`,
        );
      }
      expect(backend.getItem(STORAGE_KEYS.siwxCloudSessions)).toBe(stored);
      // The lenient read of a hint still reads it as nothing.
      expect(createTypedStorage(backend).get('siwxCloudSessions')).toBeUndefined();
    },
  );
});
