/**
 * A personal_sign message that claims to be an EIP-4361 sign-in is shown as its fields
 * only when it reads back into the very same text; any other is refused (siweMessage.ts says why).
 */
import { stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, test } from 'vitest';
import { SIWE_SAMPLE } from '../../test-support/siweSample.ts';
import { readableRequest } from './readableRequest.ts';

const SIWE = createSiweMessage(SIWE_SAMPLE);

const sign = (text: string) => readableRequest('personal_sign', [stringToHex(text), '0xabc'], 'Ethereum');
const REFUSED = 'Refused: this sign-in message is not in the standard EIP-4361 form';

describe('sign-in with Ethereum messages', () => {
  test('a standard sign-in shows its domain, address, URI, chain, nonce, issue and expiry', () => {
    const readable = sign(SIWE);
    expect(readable.refusal).toBeUndefined();
    expect(readable.message).toBe(SIWE);
    expect(readable.fields).toEqual([
      { label: 'Domain', value: 'app.example.com' },
      { label: 'Address', value: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e' },
      { label: 'URI', value: 'https://app.example.com/login' },
      { label: 'Chain', value: 'Ethereum' },
      { label: 'Nonce', value: 'abcdef1234' },
      { label: 'Issued at', value: '2025-01-02T03:04:05.000Z' },
      { label: 'Expiration time', value: '2025-01-03T03:04:05.000Z' },
      { label: 'Network', value: 'Ethereum' },
    ]);
  });

  test('dates written without milliseconds or with an offset are still the standard form', () => {
    const text = SIWE.replace('2025-01-02T03:04:05.000Z', '2025-01-02T04:04:05+01:00').replace(
      '2025-01-03T03:04:05.000Z',
      '2025-01-03T03:04:05Z',
    );
    const readable = sign(text);
    expect(readable.refusal).toBeUndefined();
    expect(readable.fields).toContainEqual({ label: 'Issued at', value: '2025-01-02T04:04:05+01:00' });
  });

  test('an extra URI line, which the parser skips and a person reads, is refused', () => {
    const forged = SIWE.replace('URI: https://', 'URI: https://evil.example\nURI: https://');
    expect(sign(forged).refusal).toBe(REFUSED);
  });

  test('a duplicated line and a line before the domain are refused', () => {
    expect(sign(SIWE.replace('Nonce: abcdef1234', 'Nonce: abcdef1234\nNonce: abcdef1234')).refusal).toBe(
      REFUSED,
    );
    expect(sign(`Welcome!\n${SIWE}`).refusal).toBe(REFUSED);
  });

  test('a zero-width joiner in the domain is refused, and shown revealed', () => {
    const readable = sign(SIWE.replace('app.example.com wants', 'app.exa\u200Dmple.com wants'));
    expect(readable.refusal).toBe(REFUSED);
    expect(readable.message?.startsWith('app.exa⟨U+200D⟩mple.com wants you to sign in')).toBe(true);
    expect(readable.warnings.map((warning) => warning.id)).toEqual([
      'actions.approval.warning.hiddenCharacters',
    ]);
  });

  test('an address not in its checksummed form is refused (EIP-4361 requires EIP-55)', () => {
    expect(
      sign(
        SIWE.replace(
          '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
          '0xa0cf798816d4b9b9866b5330eea46a18382f251e',
        ),
      ).refusal,
    ).toBe(REFUSED);
  });

  test('a message that only mentions sign-in words but has none of its fields is refused', () => {
    expect(sign('Someone wants you to sign in with your Ethereum account: click here').refusal).toBe(REFUSED);
    expect(sign('An ordinary message').refusal).toBeUndefined();
  });
});
