/**
 * Secrets that travel inside URL strings (a social login's `code` and `state`, the Farcaster
 * channel token) and signed Solana transactions never reach the inspector's panel or its socket. Each
 * test feeds what the modal really carries and reads what would be shown.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import type { EmbeddedWalletUser } from '../../machines/embedded/embedded.reports.ts';
import type { ConnectSocialInput } from '../../machines/embedded/socialLogin.context.ts';
import type { SocialLoginEvent } from '../../machines/embedded/socialLogin.events.ts';
import { socialLoginMachine } from '../../machines/embedded/socialLogin.machine.ts';
import { recordFromXState } from './fromXState.ts';
import { MASKED, maskSecrets } from './mask.ts';
import type { InspectorRecord } from './types.ts';

const AUTH_CODE = '4/0AbCdEfGhIjKlMnOp';
const STATE = 'st8e-7f3a9c2d41b0e6f5';
const CHANNEL = 'ch-9a8b7c6d5e4f3a2b1c0d';
const SECURE = 'https://secure.example.com';
const CALLBACK = `${SECURE}/social/callback?code=${encodeURIComponent(AUTH_CODE)}&state=${STATE}`;
/** A signed Solana transaction as the wallets answer it (base64), and one as bytes. */
const SIGNED_TX = `AQ${'x7Kp2mQ9'.repeat(24)}AAE=`;
const SIGNED_BYTES = new Uint8Array(Array.from({ length: 200 }, (_, i) => (i * 37) % 256));

const reveals = (value: unknown, secret: string) => JSON.stringify(value).includes(secret);

describe('maskSecrets: secret parameters inside URLs', () => {
  it("masks a social login result's code and state, keeping where it goes", () => {
    const event = { type: 'social.result', resultUri: CALLBACK } satisfies SocialLoginEvent;
    expect(maskSecrets(event)).toEqual({
      type: 'social.result',
      resultUri: `${SECURE}/social/callback?code=${MASKED}&state=${MASKED}`,
    });
  });

  it("masks the provider page's state (with the page to return to in it), keeping its other parameters", () => {
    const providerUri = `https://accounts.provider.example/authorize?client_id=portico&state=${STATE}--${encodeURIComponent('https://app.example/')}&scope=openid`;
    expect(maskSecrets({ providerUri })).toEqual({
      providerUri: `https://accounts.provider.example/authorize?client_id=portico&state=${MASKED}&scope=openid`,
    });
  });

  it("masks them inside an encoded URL too (the page's address with result_uri, before it is removed)", () => {
    const page = `https://app.example/shop?result_uri=${encodeURIComponent(CALLBACK)}#top`;
    const masked = maskSecrets({ href: page }) as { href: string };
    expect(reveals(masked, encodeURIComponent(AUTH_CODE))).toBe(false);
    expect(reveals(masked, STATE)).toBe(false);
    expect(
      masked.href.startsWith('https://app.example/shop?result_uri=https%3A%2F%2Fsecure.example.com'),
    ).toBe(true);
    expect(masked.href.endsWith('#top')).toBe(true);
  });

  it("masks the Farcaster sign-in URL's channel token (the dev stand-in's and production's names)", () => {
    const local = `http://127.0.0.1:4000/farcaster?channel=${CHANNEL}`;
    const production = `https://warpcast.com/~/siwf?channelToken=${CHANNEL}`;
    expect(maskSecrets({ farcasterUrl: local, url: production })).toEqual({
      farcasterUrl: `http://127.0.0.1:4000/farcaster?channel=${MASKED}`,
      url: `https://warpcast.com/~/siwf?channelToken=${MASKED}`,
    });
  });

  it('masks tokens in a fragment (an implicit grant) and the symKey of a pairing URI as before', () => {
    expect(maskSecrets('https://app.example/#access_token=at-1&token_type=bearer')).toBe(
      `https://app.example/#access_token=${MASKED}&token_type=bearer`,
    );
    expect(maskSecrets('wc:7f6e@2?relay-protocol=irn&symKey=587d54')).toBe(
      `wc:7f6e@2?relay-protocol=irn&symKey=${MASKED}`,
    );
  });

  it('keeps parameters that are not secret, and is the same when masked again (a record sent twice)', () => {
    const uri = 'https://app.example/?chainId=eip155:1&provider=coinbase&state_of_art=1';
    expect(maskSecrets(uri)).toBe(uri);
    const once = maskSecrets({ resultUri: CALLBACK, farcasterUrl: `https://f.example/?channel=${CHANNEL}` });
    expect(maskSecrets(once)).toEqual(once);
  });
});

describe('maskSecrets: signed transactions', () => {
  it('masks the transaction of a Solana sign request and of its answer (a frame request and reply)', () => {
    const request = {
      type: 'frame.request',
      id: 'r7',
      kind: 'rpcRequest',
      method: 'solana_signTransaction',
      payload: { method: 'solana_signTransaction', params: { transaction: SIGNED_TX } },
    };
    const reply = { type: 'frame.reply', id: 'r7', ok: true, result: { transaction: SIGNED_TX } };
    const masked = maskSecrets([request, reply]);
    expect(reveals(masked, SIGNED_TX)).toBe(false);
    expect(masked).toEqual([
      { ...request, payload: { method: 'solana_signTransaction', params: { transaction: MASKED } } },
      { ...reply, result: { transaction: MASKED } },
    ]);
  });

  it("masks signAllTransactions' list and a Wallet Standard output's bytes", () => {
    const masked = maskSecrets({
      transactions: [SIGNED_TX, SIGNED_TX],
      outputs: [{ signedTransaction: SIGNED_BYTES }],
      serializedTransaction: SIGNED_TX,
    });
    expect(masked).toEqual({
      transactions: MASKED,
      outputs: [{ signedTransaction: MASKED }],
      serializedTransaction: MASKED,
    });
  });

  it('still walks transaction objects: the activity list and a built EVM transaction stay readable', () => {
    const value = {
      transactions: [{ id: 't1', metadata: { status: 'confirmed', hash: `0x${'ab'.repeat(32)}` } }],
      transaction: { to: '0xabc', value: '0x1' },
    };
    expect(maskSecrets(value)).toEqual(value);
  });
});

describe('the panel never shows them: a real social login run, recorded as the inspector records it', () => {
  it("shows neither the provider page's state nor the result's code and state", async () => {
    const records: InspectorRecord[] = [];
    const inspect = (event: InspectionEvent) => {
      const record = recordFromXState(event);
      if (record) records.push(record);
    };
    const logic = socialLoginMachine.provide({
      actors: {
        getSocialRedirectUri: fromPromise(async () => ({
          uri: `https://accounts.provider.example/authorize?client_id=portico&state=${STATE}`,
        })),
        connectSocial: fromPromise<EmbeddedWalletUser, ConnectSocialInput>(async () => ({
          email: null,
          address: '0x1',
          chainId: 1,
        })),
      },
      actions: { goToProvider: () => {}, closePopup: () => {} },
    });
    const actor = createActor(logic, { inspect }).start();
    actor.send({
      type: 'social.start',
      provider: 'github',
      mode: 'redirect',
      hasAuthConnector: true,
      popupOpened: false,
      resultUri: CALLBACK,
      secureSite: `${SECURE}/sdk`,
    });
    actor.stop();
    const shown = JSON.stringify(records);
    expect(shown).toContain('social.start');
    expect(shown).toContain(`${SECURE}/social/callback?code=${MASKED}`);
    expect(shown).not.toContain(encodeURIComponent(AUTH_CODE));
    expect(shown).not.toContain(STATE);
  });
});
