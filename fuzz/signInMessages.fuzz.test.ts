/**
 * Sign-in messages (§3 sign-in message; EIP-4361 for eip155, CAIP-122 for solana): the cloud reads a
 * signed text with readSignInMessage (dev/cloud/signInMessages.ts; undefined is its named
 * 'not a sign-in message' answer), the page reads a one-click sign-in's text with messageDataOf
 * (headless/siwx/localSiwx.ts). Any text must end as data or undefined, and a text Portico writes
 * must read back as the data it was written from.
 */
import fc from 'fast-check';
import { getAddress } from 'viem';
import { afterAll, describe, expect, test } from 'vitest';
import { readSignInMessage } from '../dev/cloud/signInMessages.ts';
import type { SiwxMessageData } from '../domain/siwx.ts';
import { messageDataOf, signInMessageOf } from '../headless/siwx/localSiwx.ts';
import { siwxMessageDataSchema } from '../headless/storage/signInSessionSchemas.ts';
import { fuzz, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
const domain = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
  )
  .map(([labels, port]) => `${labels.join('.')}.com${port === undefined ? '' : `:${port}`}`);
const nonce = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/);
const statement = fc.stringMatching(/^[A-Za-z0-9 ,.!?'-]{1,80}$/).filter((text) => !text.startsWith('URI: '));
const isoTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const evmAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`));
const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

function optional<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arbitrary, { nil: undefined });
}

/** Data without its absent members, as a reader gives it back. */
function present(data: SiwxMessageData): SiwxMessageData {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined),
  ) as SiwxMessageData;
}

const eip155Data: fc.Arbitrary<SiwxMessageData> = fc
  .record({
    accountAddress: evmAddress,
    chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}` as const),
    domain,
    path: fc.stringMatching(/^[a-z0-9/]{0,12}$/),
    nonce,
    statement: optional(statement),
    // Always given: viem writes the current time when it is not.
    issuedAt: isoTime,
    expirationTime: optional(isoTime),
    notBefore: optional(isoTime),
    requestId: optional(nonce),
    resources: optional(fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 })),
  })
  .map(({ path, ...data }) => present({ ...data, uri: `https://${data.domain}/${path}`, version: '1' }));

const solanaData: fc.Arbitrary<SiwxMessageData> = fc
  .record({
    accountAddress: base58,
    chainId: base58.map((reference) => `solana:${reference.slice(0, 32)}` as const),
    domain,
    nonce,
    statement: optional(statement),
    issuedAt: optional(isoTime),
    expirationTime: optional(isoTime),
  })
  .map((data) => present({ ...data, uri: `https://${data.domain}`, version: '1' }));

const validText = fc.oneof(eip155Data, solanaData).map((data) => signInMessageOf(data).serializedMessage);

/** A written message with one line dropped, doubled, emptied or changed. */
const nearMissText = fc
  .tuple(
    validText,
    fc.nat(),
    fc.constantFrom('drop', 'double', 'empty', 'garble', 'crlf'),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  .map(([text, at, how, noise]) => {
    const lines = text.split('\n');
    const index = at % lines.length;
    if (how === 'drop') lines.splice(index, 1);
    else if (how === 'double') lines.splice(index, 0, lines[index] ?? '');
    else if (how === 'empty') lines[index] = '';
    else if (how === 'garble') lines[index] = `${lines[index]?.slice(0, noise.length)}${noise}`;
    return lines.join(how === 'crlf' ? '\r\n' : '\n');
  });
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), nearMissText, validText);

describe('the cloud reads a signed sign-in text (readSignInMessage)', () => {
  test('any text is message data or undefined (not a sign-in message), never an exception', () => {
    fuzz('cloud: readSignInMessage', anyText, (text) => {
      const data = readSignInMessage(text);
      if (data !== undefined) {
        expect(siwxMessageDataSchema.safeParse(data).success).toBe(true);
        expect(data.chainId).toMatch(/^(eip155|solana):/);
      }
    });
  });

  test('a text Portico writes reads back as the data it was written from', () => {
    fuzz('cloud: readSignInMessage', fc.oneof(eip155Data, solanaData), (data) => {
      expect(readSignInMessage(signInMessageOf(data).serializedMessage)).toEqual(data);
    });
  });
});

/** An EIP-4361 text whose time line (one of `fields`) says something that is not a time. */
function unreadableTime(fields: readonly string[]): fc.Arbitrary<string> {
  const noise = fc
    .string({ unit: 'binary', minLength: 1, maxLength: 20 })
    .filter((text) => /^[^\r\n\u2028\u2029]+$/.test(text) && Number.isNaN(new Date(text).getTime()));
  return fc.tuple(eip155Data, fc.constantFrom(...fields), noise).map(([data, field, garbage]) => {
    const text = signInMessageOf({
      ...data,
      expirationTime: data.issuedAt,
      notBefore: data.issuedAt,
    }).serializedMessage;
    return text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${garbage.replaceAll('$', '$$$$')}`);
  });
}

/**
 * A text Portico writes, its first line (which names the domain and says what the text is: '… wants you
 * to sign in with your … account:') replaced by a line of `noise` that says no such thing.
 */
const headless = fc
  .tuple(
    fc.oneof(eip155Data, solanaData),
    fc
      .string({ maxLength: 60 })
      .filter((line) => !/[\r\n\u2028\u2029]/.test(line) && !line.includes('sign in')),
  )
  .map(([data, noise]) => ({ data, text: signInMessageOf(data).serializedMessage.replace(/^.*$/m, noise) }));

test('a written text without its sign-in line is not a sign-in message, for the cloud and the page', () => {
  fuzz('cloud: readSignInMessage', headless, ({ text }) => {
    expect(readSignInMessage(text)).toBeUndefined();
  });
  fuzz('page: messageDataOf', headless, ({ data, text }) => {
    expect(messageDataOf(text, data.chainId)).toBeUndefined();
  });
});

test('an EIP-4361 text with an unreadable time is not a sign-in message, for the cloud and the page', () => {
  fuzz('cloud: readSignInMessage', unreadableTime(['Issued At', 'Expiration Time', 'Not Before']), (text) => {
    expect(readSignInMessage(text)).toBeUndefined();
  });
  // The page reads no Not Before.
  fuzz('page: messageDataOf', unreadableTime(['Issued At', 'Expiration Time']), (text) => {
    expect(messageDataOf(text, 'eip155:1')).toBeUndefined();
  });
});

describe("the page reads a one-click sign-in's text (messageDataOf)", () => {
  test('any text is message data or undefined, never an exception', () => {
    fuzz('page: messageDataOf', anyText, (text) => {
      const data = messageDataOf(text, 'eip155:1');
      if (data !== undefined) expect(siwxMessageDataSchema.safeParse(data).success).toBe(true);
    });
  });

  test('an EIP-4361 text reads back as its account, domain, uri and nonce', () => {
    fuzz('page: messageDataOf', eip155Data, (data) => {
      const read = messageDataOf(signInMessageOf(data).serializedMessage, data.chainId);
      expect(read).toMatchObject({
        accountAddress: data.accountAddress,
        domain: data.domain,
        uri: data.uri,
        nonce: data.nonce,
      });
    });
  });
});
