import { describe, expect, it } from 'vitest';
import { isSolanaPreflightCommitment, SOLANA_PREFLIGHT_COMMITMENTS } from './solanaCommitment.ts';

describe('Solana preflight commitment (§5)', () => {
  it('is one of the eight levels', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ]);
    expect(isSolanaPreflightCommitment('singleGossip')).toBe(true);
    expect(isSolanaPreflightCommitment('singlegossip')).toBe(false);
  });
});
