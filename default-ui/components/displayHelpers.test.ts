import { describe, expect, test } from 'vitest';
import { transactionAge } from '../../headless/index.ts';
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

describe('transactionAge', () => {
  const minedAgo = (ms: number) => ({
    id: 'tx',
    metadata: {
      minedAt: new Date(Date.UTC(2025, 0, 1) - ms).toISOString(),
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '',
      sentTo: '',
    },
    transfers: [],
  });
  test('gives each §2 unit with its count, for a label in any language', () => {
    const now = Date.UTC(2025, 0, 1);
    const ages = [35_000, 3 * 60_000, 2 * 3_600_000, 4 * 86_400_000, 31 * 86_400_000, 800 * 86_400_000];
    expect(ages.map((ms) => transactionAge(minedAgo(ms), now))).toEqual([
      { unit: 'second', count: 35 },
      { unit: 'minute', count: 3 },
      { unit: 'hour', count: 2 },
      { unit: 'day', count: 4 },
      { unit: 'month', count: 1 },
      { unit: 'year', count: 2 },
    ]);
  });

  test('a time that is not a date gives nothing', () => {
    expect(
      transactionAge({ ...minedAgo(0), metadata: { ...minedAgo(0).metadata, minedAt: 'soon' } }, 0),
    ).toBeUndefined();
  });
});
