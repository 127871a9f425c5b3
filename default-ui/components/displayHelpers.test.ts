import { describe, expect, test } from 'vitest';
import { identiconCells } from './Identicon.tsx';
import { namespaceLabel } from './namespaceLabel.ts';
import { truncateAddress } from './truncateAddress.ts';

describe('truncateAddress', () => {
  test('keeps 0x and four digits, then the last four', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });

  test('a Solana address keeps four characters at each end; short text is left alone', () => {
    expect(truncateAddress('So11111111111111111111111111111111111111112')).toBe('So11…1112');
    expect(truncateAddress('0x1234')).toBe('0x1234');
  });
});

describe('identiconCells', () => {
  test('the same address (in any case) gives the same mirrored pattern; another address another one', () => {
    const cells = identiconCells('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(identiconCells('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toEqual(cells);
    for (const [x, y] of cells) expect(cells).toContainEqual([4 - x, y]);
    expect(identiconCells('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toEqual(cells);
  });
});

describe('namespaceLabel', () => {
  test('names the §3 namespaces and capitalises others', () => {
    expect(['eip155', 'solana', 'bip122', 'near'].map(namespaceLabel)).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
      'Near',
    ]);
  });
});
