import { describe, expect, test } from 'vitest';
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '../rpcMethods.ts';
import {
  capabilitiesOfChains,
  capabilitiesRequestOf,
  FRAME_UNSUPPORTED_METHODS,
  frameRpcRouteOf,
  NETWORK_READ_METHODS,
} from './frameRpcRoute.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe("where the embedded wallet's EVM requests go", () => {
  test('the reads production lacks go to the network; eth_sendUserOperation is unsupported; the rest to the frame', () => {
    for (const method of ['eth_blobBaseFee', 'net_listening', 'net_version', 'web3_clientVersion'])
      expect(frameRpcRouteOf(method)).toBe('network');
    expect(frameRpcRouteOf('eth_sendUserOperation')).toBe('unsupported');
    for (const method of ['eth_call', 'personal_sign', 'wallet_getCapabilities', 'eth_sendTransaction'])
      expect(frameRpcRouteOf(method)).toBe('frame');
    // A method §6 rejects is the approval step's to refuse, on the frame's way.
    expect(frameRpcRouteOf('eth_sign')).toBe('frame');
  });

  test('§6 stays as it is: the network reads are safe methods, the unsupported one an unsafe method', () => {
    expect(NETWORK_READ_METHODS.map(classifyRpcMethod)).toEqual(NETWORK_READ_METHODS.map(() => 'safe'));
    expect(FRAME_UNSUPPORTED_METHODS.map(classifyRpcMethod)).toEqual(['unsafe']);
    const routed = [...NETWORK_READ_METHODS, ...FRAME_UNSUPPORTED_METHODS] as string[];
    expect(
      routed.every((method) => [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS].includes(method as never)),
    ).toBe(true);
  });
});

describe('wallet_getCapabilities in the shape production takes', () => {
  test('a chain list is taken off and kept; [account] and no params go as they are', () => {
    expect(capabilitiesRequestOf([ADDRESS, ['0x1', '0x2105']])).toEqual({
      params: [ADDRESS],
      chains: ['0x1', '0x2105'],
    });
    expect(capabilitiesRequestOf([ADDRESS])).toEqual({ params: [ADDRESS] });
    expect(capabilitiesRequestOf(undefined)).toEqual({ params: undefined });
  });

  test('params production refuses in any shape are not sent (undefined)', () => {
    for (const params of [
      [ADDRESS, ['base']],
      [ADDRESS, [1]],
      [{ account: ADDRESS }],
      'params',
      [ADDRESS, {}],
    ])
      expect(capabilitiesRequestOf(params), JSON.stringify(params)).toBeUndefined();
  });

  test('the answer is cut to the chains asked, ids compared as numbers', () => {
    const answer = {
      '0x1': { atomic: { status: 'supported' } },
      '0x2105': { atomic: { status: 'unsupported' } },
      '0x7a69': { atomic: { status: 'supported' } },
      notAChain: {},
    };
    expect(capabilitiesOfChains(answer, ['0x01', '0x7A69'])).toEqual({
      '0x1': { atomic: { status: 'supported' } },
      '0x7a69': { atomic: { status: 'supported' } },
    });
    expect(capabilitiesOfChains(answer, [])).toEqual({});
    // Not a map by chain: passed on for the app's parser to judge.
    expect(capabilitiesOfChains('0x', ['0x1'])).toBe('0x');
  });
});
