/**
 * The embedded wallet's provider errors (EIP-1193): the code of a frame's refusal or failure, decided
 * by its PorticoError code and never by its words.
 */
import { describe, expect, test } from 'vitest';
import { errorOfFailure, frameFailureOf, type MessageKey, PorticoError } from '../../../domain/errors.ts';
import { asProviderRequest, ProviderRpcError, providerErrorOf } from './providerRpcError.ts';

/** The frame transport's rejection: a PorticoError, its code read from the frame's text. */
const failWith = (code: MessageKey) => Promise.reject(PorticoError.of(code));
const frameFailsWith = (text: string) => Promise.reject(errorOfFailure(frameFailureOf(text)));

describe('the provider errors of the embedded wallet', () => {
  test('an answer passes unchanged', async () => {
    await expect(asProviderRequest(Promise.resolve('0xsig'))).resolves.toBe('0xsig');
  });

  test('refused in the frame or aborted by closing the modal: 4001; not allowed: 4200; else -32603', async () => {
    await expect(asProviderRequest(failWith('userRejectedRequest'))).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(asProviderRequest(failWith('rpcRequestAborted'))).rejects.toMatchObject({
      code: 4001,
      message: 'Request was aborted',
    });
    await expect(asProviderRequest(failWith('rpcCallNotAllowed'))).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
    await expect(asProviderRequest(frameFailsWith('insufficient funds'))).rejects.toMatchObject({
      code: -32603,
      message: 'insufficient funds',
    });
    // The frame's own refusal text names its code.
    await expect(asProviderRequest(frameFailsWith('User rejected the request.'))).rejects.toMatchObject({
      code: 4001,
    });
  });

  test('the answer is decided by its code, not its words: a plain error with a refusal text is an internal error', async () => {
    await expect(
      asProviderRequest(Promise.reject(new Error('User rejected the request.'))),
    ).rejects.toMatchObject({ code: -32603, message: 'User rejected the request.' });
  });

  test("something that is not an error says 'Something went wrong'; a provider error keeps its code", () => {
    expect(providerErrorOf('boom')).toMatchObject({ code: -32603, message: 'Something went wrong' });
    const disconnected = new ProviderRpcError('Not connected to email or social', 4900);
    expect(providerErrorOf(disconnected)).toBe(disconnected);
  });
});
