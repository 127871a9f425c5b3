import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, test } from 'vitest';
import { siweTextFor } from './signIn.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DATA = {
  accountAddress: ADDRESS,
  chainId: 'eip155:31337',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdef123456',
  statement: 'Sign in to the Portico demo',
  issuedAt: '2026-11-25T07:00:00.000Z',
};

describe("the frame's sign-in text (§3 get user with siwxMessage)", () => {
  test('an EIP-4361 message of the data, for the user account', () => {
    const parsed = parseSiweMessage(siweTextFor(DATA, ADDRESS.toLowerCase(), 'http://127.0.0.1:5173'));
    expect(parsed).toMatchObject({
      address: ADDRESS,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'abcdef123456',
      statement: 'Sign in to the Portico demo',
    });
    expect(parsed.issuedAt?.toISOString()).toBe(DATA.issuedAt);
  });

  test('a message for another site than the embedding page is refused', () => {
    expect(() => siweTextFor(DATA, ADDRESS, 'http://127.0.0.1:9999')).toThrow(
      'The sign-in message is not for 127.0.0.1:9999',
    );
    expect(() =>
      siweTextFor({ ...DATA, uri: 'https://evil.example' }, ADDRESS, 'http://127.0.0.1:5173'),
    ).toThrow('The sign-in message is not for 127.0.0.1:5173');
  });

  test('only eip155 messages', () => {
    expect(() =>
      siweTextFor(
        { ...DATA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
        ADDRESS,
        'http://127.0.0.1:5173',
      ),
    ).toThrow('Only eip155 sign-in messages are signed here');
  });
});
