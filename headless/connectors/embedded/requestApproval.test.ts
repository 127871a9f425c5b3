/**
 * The embedded wallet's requests through approval (§4 Embedded-wallet requests, §6): what is reported to
 * the root for each class of method, and the EIP-1193 codes of the answers.
 */
import { describe, expect, test, vi } from 'vitest';
import { errorOfFailure, frameFailureOf, type MessageKey, PorticoError } from '../../../domain/errors.ts';
import type { ChildReport } from '../../../machines/vocabulary/reports.ts';
import { createRequestApproval } from './requestApproval.ts';

function setup() {
  const reports: ChildReport[] = [];
  const approved = createRequestApproval((report) => reports.push(report));
  return { reports, approved };
}

/** The frame transport's rejection: a PorticoError, its code read from the frame's text. */
const failWith = (code: MessageKey) => () => Promise.reject(PorticoError.of(code));
const frameFailsWith = (text: string) => () => Promise.reject(errorOfFailure(frameFailureOf(text)));

describe('requests through approval', () => {
  test('a safe read goes to the frame with nothing reported', async () => {
    const { reports, approved } = setup();
    await expect(
      approved({ method: 'eth_getBalance', caipNetworkId: 'eip155:1' }, async () => '0x1'),
    ).resolves.toBe('0x1');
    expect(reports).toEqual([]);
  });

  test('an unsafe request is reported with its params and network, then its success', async () => {
    const { reports, approved } = setup();
    const params = ['0x68656c6c6f', '0xabc'];
    await expect(
      approved({ method: 'personal_sign', params, caipNetworkId: 'eip155:31337' }, async () => '0xsig'),
    ).resolves.toBe('0xsig');
    expect(reports).toEqual([
      {
        type: 'approval.request',
        id: 'request-1',
        method: 'personal_sign',
        params,
        caipNetworkId: 'eip155:31337',
      },
      { type: 'approval.success', id: 'request-1' },
    ]);
  });

  test('refused in the frame or aborted by closing the modal: code 4001, the error reported', async () => {
    const { reports, approved } = setup();
    const request = { method: 'eth_sendTransaction', caipNetworkId: 'eip155:1' };
    await expect(approved(request, failWith('userRejectedRequest'))).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(approved(request, failWith('rpcRequestAborted'))).rejects.toMatchObject({
      code: 4001,
      message: 'Request was aborted',
    });
    await expect(approved(request, failWith('rpcCallNotAllowed'))).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
    await expect(approved(request, frameFailsWith('insufficient funds'))).rejects.toMatchObject({
      code: -32603,
      message: 'insufficient funds',
    });
    await expect(approved(request, frameFailsWith('User rejected the request.'))).rejects.toMatchObject({
      code: 4001,
    });
    expect(reports.filter((report) => report.type === 'approval.error')).toHaveLength(5);
  });

  test('the answer is decided by its code, not its words: a plain error with a refusal text is an internal error', async () => {
    const { approved } = setup();
    const request = { method: 'eth_sendTransaction', caipNetworkId: 'eip155:1' };
    await expect(
      approved(request, () => Promise.reject(new Error('User rejected the request.'))),
    ).rejects.toMatchObject({ code: -32603, message: 'User rejected the request.' });
  });

  test("a method not allowed is reported, refused with 'Requested RPC call is not allowed' (4200), never sent", async () => {
    const { reports, approved } = setup();
    const send = vi.fn(async () => 'never');
    await expect(approved({ method: 'eth_sign', caipNetworkId: 'eip155:1' }, send)).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
    expect(send).not.toHaveBeenCalled();
    expect(reports).toEqual([
      { type: 'approval.request', id: 'request-1', method: 'eth_sign', caipNetworkId: 'eip155:1' },
    ]);
  });
});
