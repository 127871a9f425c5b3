import { describe, expect, it } from 'vitest';
import { isEvmAddress, isSolanaAddress } from './addresses.ts';

describe('plain EVM address (§5): 40 hex digits with optional 0x', () => {
  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '52908400098527886E0F7030069857D2E4169EE7',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x0000000000000000000000000000000000000000',
  ])('accepts %s', (value) => {
    expect(isEvmAddress(value)).toBe(true);
  });
  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE',
    '0x52908400098527886E0F7030069857D2E4169EE77',
    '0x52908400098527886E0F7030069857D2E4169EEG',
    '0X52908400098527886E0F7030069857D2E4169EE7',
    ' 0x52908400098527886E0F7030069857D2E4169EE7',
    '',
    '0x',
  ])('rejects %j', (value) => {
    expect(isEvmAddress(value)).toBe(false);
  });
});

describe('Solana address (§5): 32 to 44 base58 characters', () => {
  it.each([
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    'So11111111111111111111111111111111111111112',
    '1'.repeat(32),
    'z'.repeat(44),
  ])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true);
  });
  it.each([
    '1'.repeat(31),
    'z'.repeat(45),
    // 0, O, I and l are not base58 digits.
    `0${'1'.repeat(40)}`,
    `O${'1'.repeat(40)}`,
    `I${'1'.repeat(40)}`,
    `l${'1'.repeat(40)}`,
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '',
  ])('rejects %j', (value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });
});
