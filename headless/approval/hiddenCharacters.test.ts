/**
 * Characters a person cannot see (bidi overrides, zero-width joiners, controls) are
 * written visibly in the approval, with a warning above the fields.
 */
import { stringToHex } from 'viem';
import { describe, expect, test } from 'vitest';
import { EN } from '../../domain/i18n/catalogue.ts';
import { revealHiddenCharacters } from './hiddenCharacters.ts';
import { HIDDEN_CHARACTERS_WARNING, readableRequest } from './readableRequest.ts';

describe('hidden and direction-changing characters', () => {
  test('an RLO that makes an address read backwards is shown as ⟨U+202E⟩, with the warning', () => {
    // Rendered, this reads "Pay 0x…dcba": the RLO reverses what follows it.
    const message = 'Pay to 0x\u202Eabcd1234\u202C now';
    const readable = readableRequest('personal_sign', [stringToHex(message), '0xabc']);
    expect(readable.message).toBe('Pay to 0x⟨U+202E⟩abcd1234⟨U+202C⟩ now');
    expect(readable.warnings).toEqual([
      {
        id: 'actions.approval.warning.hiddenCharacters',
        text: 'This request contains hidden or direction-changing characters. They are shown as ⟨U+…⟩.',
      },
    ]);
    expect(EN[HIDDEN_CHARACTERS_WARNING.id]).toBe(HIDDEN_CHARACTERS_WARNING.text);
  });

  test("a zero-width joiner in a typed data's domain name and a key is revealed in label and value", () => {
    const data = {
      domain: { name: 'Uni\u200Dswap', chainId: 1 },
      primaryType: 'Permit',
      message: { 'spender\u2066': '0x1111111111111111111111111111111111111111' },
    };
    const readable = readableRequest('eth_signTypedData_v4', ['0xabc', JSON.stringify(data)]);
    expect(readable.fields).toContainEqual({ label: 'domain.name', value: 'Uni⟨U+200D⟩swap' });
    expect(readable.fields).toContainEqual({
      label: 'message.spender⟨U+2066⟩',
      value: '0x1111111111111111111111111111111111111111',
    });
    expect(readable.warnings).toEqual([HIDDEN_CHARACTERS_WARNING]);
  });

  test('tabs and line feeds are text; other controls, BOM, word joiner and Hangul filler are revealed', () => {
    expect(revealHiddenCharacters('a\tb\nc')).toEqual({ text: 'a\tb\nc', found: false });
    expect(revealHiddenCharacters('a\rb\uFEFFc\u2060d\u3164e\u{E0041}')).toEqual({
      text: 'a⟨U+000D⟩b⟨U+FEFF⟩c⟨U+2060⟩d⟨U+3164⟩e⟨U+E0041⟩',
      found: true,
    });
  });

  test('plain text has no warning', () => {
    expect(readableRequest('personal_sign', [stringToHex('Hello, world'), '0xabc']).warnings).toEqual([]);
  });
});
