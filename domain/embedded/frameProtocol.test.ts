import { describe, expect, test } from 'vitest';
import {
  APP_EVENT_NAMES,
  appEventType,
  buildAppRequest,
  buildFrameError,
  buildFrameReady,
  buildFrameSuccess,
  buildSessionUpdate,
  eventOf,
  frameReplyTypes,
  parseAppMessage,
  parseFrameReply,
} from './frameProtocol.ts';

describe('frame protocol: app messages', () => {
  test('every §7 app event of the production secure site is known', () => {
    expect([...APP_EVENT_NAMES].sort()).toEqual(
      [
        'SWITCH_NETWORK',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
        'CONNECT_OTP',
        'CONNECT_SOCIAL',
        'GET_SOCIAL_REDIRECT_URI',
        'GET_USER',
        'SIGN_OUT',
        'IS_CONNECTED',
        'GET_CHAIN_ID',
        'RPC_REQUEST',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'SYNC_THEME',
        'SYNC_DAPP_DATA',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'INIT_SMART_ACCOUNT',
        'SET_PREFERRED_ACCOUNT',
        'GET_FARCASTER_URI',
        'CONNECT_FARCASTER',
        'RELOAD',
        'RPC_ABORT',
      ].sort(),
    );
  });

  test('a built request is { type: @w3m-app/<EVENT>, id, payload } and parses back to the same message', () => {
    const request = buildAppRequest('CONNECT_EMAIL', { email: 'ada@example.com' });
    expect(request.type).toBe('@w3m-app/CONNECT_EMAIL');
    expect(request.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.payload).toEqual({ email: 'ada@example.com' });
    const parsed = parseAppMessage(structuredClone(request));
    expect(parsed).toEqual({ ok: true, message: request });
    if (parsed.ok) expect(eventOf(parsed.message)).toBe('CONNECT_EMAIL');
  });

  test('requests without payload, with a given id, and every §3 payload shape parse', () => {
    const messages = [
      buildAppRequest('CONNECT_DEVICE', undefined, 'id-1'),
      buildAppRequest('CONNECT_OTP', { otp: '123456' }),
      buildAppRequest('GET_USER', {
        chainId: 31337,
        preferredAccountType: 'eoa',
        socialUri: 'x',
        rpcUrl: 'http://127.0.0.1:8545',
      }),
      buildAppRequest('GET_USER'),
      buildAppRequest('IS_CONNECTED'),
      buildAppRequest('IS_CONNECTED', { token: 'session-token' }),
      buildAppRequest('SWITCH_NETWORK', { chainId: 'solana:5zxg', rpcUrl: 'http://127.0.0.1:8547' }),
      buildAppRequest('RPC_REQUEST', {
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        chainNamespace: 'eip155',
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
      }),
      buildAppRequest('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-z-index': 10 } }),
      buildAppRequest('SYNC_DAPP_DATA', {
        metadata: { name: 'Demo', description: 'd', url: 'http://127.0.0.1', icons: [] },
        sdkVersion: 'react-portico-0.1.0',
        sdkType: 'portico',
        projectId: 'portico-dev-project',
      }),
      buildAppRequest('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
      buildAppRequest('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }),
      buildAppRequest('UPDATE_EMAIL', { email: 'new@example.com' }),
      buildAppRequest('RPC_ABORT'),
    ];
    expect(messages[0]?.id).toBe('id-1');
    for (const message of messages) expect(parseAppMessage(message)).toEqual({ ok: true, message });
  });

  test('a bad payload is refused when building and dropped with its reason when parsing (§5)', () => {
    expect(() => buildAppRequest('CONNECT_EMAIL', { email: 'not an email' })).toThrow(
      /payload.email: Invalid email/,
    );
    expect(parseAppMessage({ type: '@w3m-app/CONNECT_EMAIL', id: '1', payload: { email: 'nope' } })).toEqual({
      ok: false,
      reason: 'payload.email: Invalid email',
    });
    expect(
      parseAppMessage({ type: '@w3m-app/SYNC_THEME', id: '1', payload: { themeMode: 'blue' } }),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/^payload.themeMode: /) });
    expect(
      parseAppMessage({ type: '@w3m-app/CONNECT_DEVICE', id: '1', payload: { extra: 1 } }),
    ).toMatchObject({
      ok: false,
    });
  });

  test('unknown types, missing ids, non-objects and frame messages are dropped with a reason', () => {
    expect(parseAppMessage('hello')).toEqual({ ok: false, reason: 'not an object' });
    expect(parseAppMessage(null)).toEqual({ ok: false, reason: 'not an object' });
    expect(parseAppMessage({ type: '@w3m-app/CONNECT_DEVICE' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^id: /),
    });
    expect(parseAppMessage({ type: '@w3m-app/STEAL_KEYS', id: '1' })).toEqual({
      ok: false,
      reason: 'type: unknown app event: @w3m-app/STEAL_KEYS',
    });
    expect(parseAppMessage({ type: '@w3m-app/toString', id: '1' })).toMatchObject({ ok: false });
    expect(parseAppMessage({ type: '@w3m-frame/READY', id: '1' })).toEqual({
      ok: false,
      reason: 'type: not an app event: @w3m-frame/READY',
    });
  });
});

describe('frame protocol: frame replies', () => {
  test('success and error replies carry the request id and parse with their event', () => {
    const request = buildAppRequest('CONNECT_EMAIL', { email: 'ada@example.com' });
    const success = buildFrameSuccess('CONNECT_EMAIL', request.id, { action: 'VERIFY_OTP' });
    expect(success).toEqual({
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      id: request.id,
      payload: { action: 'VERIFY_OTP' },
    });
    expect(parseFrameReply(success)).toEqual({
      ok: true,
      message: { kind: 'success', event: 'CONNECT_EMAIL', ...success },
    });
    const error = buildFrameError('CONNECT_EMAIL', request.id, 'Unauthorized: origin not allowed');
    expect(error.type).toBe('@w3m-frame/CONNECT_EMAIL_ERROR');
    expect(parseFrameReply(error)).toEqual({
      ok: true,
      message: { kind: 'error', event: 'CONNECT_EMAIL', ...error },
    });
  });

  test('the §3 user payload parses as GET_USER success; a reply without address is dropped', () => {
    const user = {
      email: 'ada@example.com',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
      accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' as const }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    };
    const reply = buildFrameSuccess('GET_USER', 'r1', user);
    expect(parseFrameReply(reply)).toMatchObject({ ok: true, message: { kind: 'success', payload: user } });
    expect(parseFrameReply({ ...reply, payload: { email: 'ada@example.com', chainId: 1 } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^payload.address: /),
    });
  });

  test('READY and SESSION_UPDATE parse; anything else under the frame prefix is dropped', () => {
    expect(parseFrameReply(buildFrameReady())).toMatchObject({ ok: true, message: { kind: 'ready' } });
    expect(parseFrameReply(buildFrameReady('1.2.3'))).toMatchObject({
      ok: true,
      message: { kind: 'ready', payload: { version: '1.2.3' } },
    });
    expect(parseFrameReply(buildSessionUpdate('t'))).toMatchObject({
      ok: true,
      message: { kind: 'sessionUpdate', payload: { token: 't' } },
    });
    expect(parseFrameReply({ type: '@w3m-frame/SESSION_UPDATE', id: '1', payload: {} })).toMatchObject({
      ok: false,
    });
    expect(parseFrameReply({ type: '@w3m-frame/READY', payload: { version: 7 } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^payload.version: /),
    });
    // A reply must name the request it answers.
    expect(
      parseFrameReply({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/^id: /) });
    expect(parseFrameReply({ type: '@w3m-frame/CONNECT_EMAIL_DONE', id: '1' })).toEqual({
      ok: false,
      reason: 'type: unknown frame event: @w3m-frame/CONNECT_EMAIL_DONE',
    });
    expect(parseFrameReply({ type: '@w3m-frame/NOPE_SUCCESS', id: '1' })).toMatchObject({ ok: false });
    expect(parseFrameReply({ type: '@w3m-frame/CONNECT_EMAIL_ERROR', id: '1', payload: {} })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^payload.message: /),
    });
    expect(parseFrameReply({ type: appEventType('GET_USER'), id: '1' })).toMatchObject({ ok: false });
  });

  test('an RPC result is any JSON value; the reply types follow the event name', () => {
    expect(parseFrameReply(buildFrameSuccess('RPC_REQUEST', 'x', '0xabc'))).toMatchObject({
      ok: true,
      message: { payload: '0xabc' },
    });
    expect(frameReplyTypes('RPC_ABORT')).toEqual({
      success: '@w3m-frame/RPC_ABORT_SUCCESS',
      error: '@w3m-frame/RPC_ABORT_ERROR',
    });
  });
});
