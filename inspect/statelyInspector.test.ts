// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { MASKED } from '../inspector/model/mask.ts';
import { eventually } from '../test-support/eventually.ts';
import { statelyInspector } from './index.ts';

const otpFlow = setup({
  types: {} as { context: { code: string }; events: { type: 'otp.submit'; code: string } },
}).createMachine({
  id: 'otp',
  initial: 'awaitingOtp',
  context: { code: '' },
  states: {
    awaitingOtp: {
      on: { 'otp.submit': { target: 'verifying', actions: assign(({ event }) => ({ code: event.code })) } },
    },
    verifying: {},
  },
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('statelyInspector in the browser', () => {
  it('shows Stately’s inspector in the given frame at the given url, sending it masked events', async () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const inspector = statelyInspector({ iframe, url: 'about:blank' });
    expect(iframe.getAttribute('src')).toBe('about:blank');
    await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    const frameWindow = iframe.contentWindow;
    if (!frameWindow) throw new Error('the frame has no window');
    const received: unknown[] = [];
    frameWindow.addEventListener('message', (event) => received.push(event.data));
    // What Stately's page posts once it is ready to receive.
    window.postMessage({ type: '@statelyai.connected' }, '*');
    const actor = createActor(otpFlow, { inspect: inspector.inspect }).start();
    actor.send({ type: 'otp.submit', code: '271828' });
    await eventually(() =>
      expect(received).toContainEqual(
        expect.objectContaining({ type: '@xstate.event', event: { type: 'otp.submit', code: MASKED } }),
      ),
    );
    actor.stop();
    inspector.stop?.();
    expect(JSON.stringify(received)).not.toContain('271828');
  });
});
