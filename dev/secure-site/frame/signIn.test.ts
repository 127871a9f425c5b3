import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, test } from 'vitest';
import { SIGN_IN_MAX_LIFETIME_MS, siweTextFor } from './signIn.ts';

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
  expirationTime: '2026-12-02T07:00:00.000Z',
};
const NOW = Date.parse('2026-11-25T07:00:01.000Z');

describe("the frame's sign-in text (§3 get user with siwxMessage)", () => {
  test('an EIP-4361 message of the data, for the user account', () => {
    const parsed = parseSiweMessage(siweTextFor(DATA, ADDRESS.toLowerCase(), 'http://127.0.0.1:5173', NOW));
    expect(parsed).toMatchObject({
      address: ADDRESS,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'abcdef123456',
      statement: 'Sign in to the Portico demo',
    });
    expect(parsed.issuedAt?.toISOString()).toBe(DATA.issuedAt);
    expect(parsed.expirationTime?.toISOString()).toBe(DATA.expirationTime);
    expect(parsed.resources).toBeUndefined();
  });

  test('a message for another site than the embedding page is refused', () => {
    expect(() => siweTextFor(DATA, ADDRESS, 'http://127.0.0.1:9999', NOW)).toThrow(
      'The sign-in message is not for 127.0.0.1:9999',
    );
    expect(() =>
      siweTextFor({ ...DATA, uri: 'https://evil.example' }, ADDRESS, 'http://127.0.0.1:5173', NOW),
    ).toThrow('The sign-in message is not for 127.0.0.1:5173');
  });

  test('only eip155 messages', () => {
    expect(() =>
      siweTextFor(
        { ...DATA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
        ADDRESS,
        'http://127.0.0.1:5173',
        NOW,
      ),
    ).toThrow('Only eip155 sign-in messages are signed here');
  });

  test('the host cannot have resources signed without a prompt', () => {
    expect(() =>
      siweTextFor(
        { ...DATA, resources: ['https://bank.example/all'] },
        ADDRESS,
        'http://127.0.0.1:5173',
        NOW,
      ),
    ).toThrow('Sign-in refused: a sign-in message with resources is not signed');
    expect(siweTextFor({ ...DATA, resources: [] }, ADDRESS, 'http://127.0.0.1:5173', NOW)).not.toContain(
      'Resources',
    );
  });

  test('the message must expire, at most 7 days from now', () => {
    const origin = 'http://127.0.0.1:5173';
    const { expirationTime: _none, ...forever } = DATA;
    expect(() => siweTextFor(forever, ADDRESS, origin, NOW)).toThrow(
      'Sign-in refused: the message must expire within 7 days',
    );
    const late = new Date(NOW + SIGN_IN_MAX_LIFETIME_MS + 1).toISOString();
    expect(() => siweTextFor({ ...DATA, expirationTime: late }, ADDRESS, origin, NOW)).toThrow(
      'Sign-in refused: the message must expire within 7 days',
    );
    expect(() => siweTextFor({ ...DATA, expirationTime: 'never' }, ADDRESS, origin, NOW)).toThrow(
      'Sign-in refused: the message must expire within 7 days',
    );
    const last = new Date(NOW + SIGN_IN_MAX_LIFETIME_MS).toISOString();
    expect(
      parseSiweMessage(siweTextFor({ ...DATA, expirationTime: last }, ADDRESS, origin, NOW)),
    ).toMatchObject({ expirationTime: new Date(last) });
  });
});
