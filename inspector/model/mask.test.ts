import { describe, expect, it } from 'vitest';
import { buildAppRequest, buildSessionUpdate } from '../../domain/embedded/frameProtocol.ts';
import type { SiwxSession } from '../../domain/siwx.ts';
import type { EmailLoginEvent } from '../../machines/embedded/emailLogin.events.ts';
import type { EmailUpdateEvent } from '../../machines/embedded/emailUpdate.events.ts';
import type { EmbeddedReport } from '../../machines/embedded/embedded.reports.ts';
import type { EmbeddedFrameEvent } from '../../machines/embedded/embeddedFrame.events.ts';
import type { OtpEntryContext } from '../../machines/embedded/otpEntry.context.ts';
import type { OtpEntryEvent } from '../../machines/embedded/otpEntry.events.ts';
import type { SiwxEvent } from '../../machines/siwx/siwx.machine.ts';
import { MASKED, maskSecrets } from './mask.ts';

const CODE = '123456';
const EMAIL = 'visitor@example.com';
const SIGNATURE = `0x${'5c'.repeat(65)}`;

/** Whether `secret` appears anywhere in the JSON of `value`. */
const reveals = (value: unknown, secret: string) => JSON.stringify(value).includes(secret);

describe('maskSecrets: one-time codes, signatures and tokens are always masked', () => {
  it("masks the code of the code entry's 'otp.submit'", () => {
    const event = { type: 'otp.submit', otp: CODE } satisfies OtpEntryEvent;
    expect(maskSecrets(event)).toEqual({ type: 'otp.submit', otp: MASKED });
    expect(maskSecrets(event, { showPrivateData: true })).toEqual({ type: 'otp.submit', otp: MASKED });
  });

  it('masks the code in the frame request that carries it (CONNECT_OTP)', () => {
    const event = {
      type: 'frame.request',
      id: 'r1',
      kind: 'connectOtp',
      payload: buildAppRequest('CONNECT_OTP', { otp: CODE }),
    } satisfies EmbeddedFrameEvent;
    const masked = maskSecrets(event);
    expect(reveals(masked, CODE)).toBe(false);
    expect(masked).toMatchObject({
      type: 'frame.request',
      kind: 'connectOtp',
      payload: { payload: { otp: MASKED } },
    });
  });

  it("masks the signature of a sign-in session, and keeps what is not secret (the root's 'siwx' context)", () => {
    const session: SiwxSession = {
      data: {
        accountAddress: '0xAbC0000000000000000000000000000000000001',
        chainId: 'eip155:1',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'n0nce',
      },
      message: 'app.example wants you to sign in with your Ethereum account',
      signature: SIGNATURE,
    };
    const masked = maskSecrets({ required: true, session }) as { session: Record<string, unknown> };
    expect(masked.session.signature).toBe(MASKED);
    expect(masked.session.message).toBe(session.message);
    expect(masked.session.data).toEqual(session.data);
  });

  it("masks the embedded wallet user's signature and e-mail in 'emailLogin.connected'", () => {
    const report = {
      type: 'emailLogin.connected',
      user: { email: EMAIL, address: '0x1', chainId: 1, signature: SIGNATURE, message: 'Sign in' },
    } satisfies EmbeddedReport;
    const masked = maskSecrets(report);
    expect(masked).toEqual({
      type: 'emailLogin.connected',
      user: { email: MASKED, address: '0x1', chainId: 1, signature: MASKED, message: 'Sign in' },
    });
  });

  it("masks the frame's session token", () => {
    expect(maskSecrets(buildSessionUpdate('eyJhbGciOi.secret.jwt'))).toMatchObject({
      payload: { token: MASKED },
    });
  });

  it('masks every key that names a credential, in any case, and keys ending in Token, Signature or Secret', () => {
    const names = [
      'code',
      'otp',
      'otpCode',
      'verificationCode',
      'signature',
      'signatures',
      'sig',
      'token',
      'sessionToken',
      'accessToken',
      'refresh_token',
      'idToken',
      'jwt',
      'secret',
      'clientSecret',
      'password',
      'privateKey',
      'seed',
      'mnemonic',
      'Authorization',
      'cookie',
      'typedDataSignature',
      'ACCESS_TOKEN',
    ];
    const value = Object.fromEntries(names.map((name) => [name, `${name}-value`]));
    expect(maskSecrets(value)).toEqual(Object.fromEntries(names.map((name) => [name, MASKED])));
  });

  it('masks a whole secret value, whatever its kind: a number, an array, an object', () => {
    expect(maskSecrets({ code: 123456, signatures: ['0x1', '0x2'], authorization: { bearer: 'x' } })).toEqual(
      {
        code: MASKED,
        signatures: MASKED,
        authorization: MASKED,
      },
    );
  });

  it('keeps an empty secret field empty: "no code yet" reveals nothing', () => {
    expect(maskSecrets({ otp: undefined, signature: null })).toEqual({ otp: undefined, signature: null });
  });

  it('walks a crypto token (an object under a token-named key), masking only what is secret in it', () => {
    const value = { type: 'send.setToken', token: { symbol: 'USDC', address: '0xa0b8', sessionToken: 't' } };
    expect(maskSecrets(value)).toEqual({
      type: 'send.setToken',
      token: { symbol: 'USDC', address: '0xa0b8', sessionToken: MASKED },
    });
  });

  it('masks a 65-byte hex signature under any key (a frame reply to personal_sign)', () => {
    const reply = { type: 'frame.reply', id: 'r2', ok: true, result: SIGNATURE } satisfies EmbeddedFrameEvent;
    expect(maskSecrets(reply)).toEqual({ type: 'frame.reply', id: 'r2', ok: true, result: MASKED });
    const hash = `0x${'ab'.repeat(32)}`;
    expect(maskSecrets({ result: hash })).toEqual({ result: hash });
  });

  it('masks the symKey of a WalletConnect pairing URI, keeping the rest of the URI', () => {
    const uri =
      'wc:7f6e@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
    expect(maskSecrets({ uri })).toEqual({ uri: `wc:7f6e@2?relay-protocol=irn&symKey=${MASKED}` });
  });

  it('keeps names that only look alike: a state, a flag, an alert code as a value', () => {
    const value = { type: 'alert.close', status: 'enteringCode', codesSubmitted: 2, signed: true };
    expect(maskSecrets(value)).toEqual(value);
  });
});

describe('maskSecrets: e-mail addresses are private data', () => {
  it("masks the address of 'emailLogin.submit', and shows it with showPrivateData", () => {
    const event = { type: 'emailLogin.submit', email: EMAIL, at: 1 } satisfies EmailLoginEvent;
    expect(maskSecrets(event)).toEqual({ type: 'emailLogin.submit', email: MASKED, at: 1 });
    expect(maskSecrets(event, { showPrivateData: true })).toEqual(event);
  });

  it("masks the new address of 'emailUpdate.submit' and 'emailUpdate.updated'", () => {
    const submit = { type: 'emailUpdate.submit', email: EMAIL, at: 2 } satisfies EmailUpdateEvent;
    const updated = { type: 'emailUpdate.updated', email: EMAIL } satisfies EmbeddedReport;
    expect(reveals(maskSecrets([submit, updated]), EMAIL)).toBe(false);
  });

  it("masks an address under any key (the code entry's resendTo), and any key containing email", () => {
    const context = {
      resendTo: EMAIL,
      lastSentAt: 1,
      sentAt: undefined,
      error: undefined,
      verified: { newEmail: 'new@example.org' },
    } satisfies OtpEntryContext;
    expect(maskSecrets(context)).toEqual({ ...context, resendTo: MASKED, verified: { newEmail: MASKED } });
    expect(
      maskSecrets({ currentEmail: 'not an address', lastEmailLoginAt: 5, emailLoginUsed: true }),
    ).toEqual({
      currentEmail: MASKED,
      lastEmailLoginAt: 5,
      emailLoginUsed: true,
    });
  });

  it('masks just the address inside a sentence', () => {
    expect(maskSecrets(`We sent a code to ${EMAIL}.`)).toBe(`We sent a code to ${MASKED}.`);
  });

  it('masks an address used as a key (a Map keyed by e-mail), keeping entries apart', () => {
    const byEmail = new Map([
      ['a@example.com', 1],
      ['b@example.com', 2],
    ]);
    expect(maskSecrets(byEmail)).toEqual({ [MASKED]: 1, [`${MASKED} #2`]: 2 });
  });

  it('leaves a WalletConnect URI, a CAIP id and an address alone', () => {
    const value = { uri: 'wc:abc@2?relay-protocol=irn', network: 'eip155:1', address: '0xabc' };
    expect(maskSecrets(value)).toEqual(value);
  });
});

describe('maskSecrets: any value', () => {
  it('does not throw on cycles, Maps, Sets, Dates, bigints, functions and class instances', () => {
    class Wallet {
      signature = SIGNATURE;
      balance = 10n;
    }
    const context: Record<string, unknown> = {
      wallets: new Map([['w1', new Wallet()]]),
      codes: new Set([CODE]),
      at: new Date(0),
      onDone: () => {},
    };
    context.self = context;
    const masked = maskSecrets({ context, otpCode: CODE });
    expect(masked).toEqual({
      context: {
        wallets: { w1: { signature: MASKED, balance: '10n' } },
        codes: MASKED,
        at: '1970-01-01T00:00:00.000Z',
        onDone: '[function onDone]',
        self: '[…]',
      },
      otpCode: MASKED,
    });
  });

  it('leaves its input untouched', () => {
    const event = { type: 'otp.submit', otp: CODE } satisfies OtpEntryEvent;
    maskSecrets(event);
    expect(event.otp).toBe(CODE);
  });

  it('masks a sign-in event of the siwx machine without losing its account', () => {
    const event = {
      type: 'siwx.account',
      account: { address: '0xabc', caipNetworkId: 'eip155:1', embedded: true },
    } satisfies SiwxEvent;
    expect(maskSecrets(event)).toEqual(event);
  });
});
