/**
 * useProfile and useNameRegistration on a real engine against the real local name service (dev/cloud
 * on a free port with a real anvil for the registration's signature check).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../dev/chain/anvil.ts';
import { DEV_PROJECT_ID } from '../dev/cloud/projects.ts';
import { type RunningCloud, startCloud } from '../dev/cloud/server.ts';
import { registrationMessage } from '../domain/accountName.ts';
import { coinTypeFromChainId } from '../domain/coinType.ts';
import { MESSAGES } from '../domain/errors.ts';
import { createCloudClient } from '../headless/api/cloudClient.ts';
import { createNameService } from '../headless/api/nameService.ts';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { startEngine } from '../headless/engine.ts';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useNameRegistration } from './useNameRegistration.ts';
import { useProfile } from './useProfile.ts';

const owner = privateKeyToAccount(EVM_ACCOUNTS[9]?.privateKey ?? '0x');

let chain: RunningAnvil;
let cloud: RunningCloud;
let modal: PorticoModal;

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { 'eip155:31337': chain.url },
  });
  const names = createNameService(createCloudClient({ baseUrl: cloud.url, projectId: DEV_PROJECT_ID }));
  const message = registrationMessage('hugo-01.reown.id', Date.now());
  await names.register({
    name: 'hugo-01.reown.id',
    coinType: coinTypeFromChainId(31337),
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  });
  modal = createModal(
    { projectId: DEV_PROJECT_ID, endpoints: { api: cloud.url }, networks: ['eip155:1'] },
    { startEngine, fetch: (input, init) => fetch(input, init) },
  );
});
afterAll(async () => {
  modal?.destroy();
  await cloud?.close();
  await chain?.close();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <PorticoProvider modal={modal}>{children}</PorticoProvider>
);

describe('useProfile', () => {
  test("reads an address's name from the name service; idle without an address", async () => {
    const { result, rerender } = renderHook(({ address }) => useProfile({ address }), {
      wrapper,
      initialProps: { address: undefined as string | undefined },
    });
    expect(result.current).toMatchObject({ status: 'idle', name: null, avatar: null });
    rerender({ address: owner.address });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ name: 'hugo-01.reown.id', avatar: null, error: undefined });
  });
});

describe('useNameRegistration', () => {
  test('suggestions and availability as the person types; registering without an auth account says why', async () => {
    const { result } = renderHook(() => useNameRegistration(), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.setName('hugo-01'));
    expect(result.current.status).toBe('searching');
    await waitFor(() => expect(result.current.status).toBe('idle'), { timeout: 5_000 });
    expect(result.current.available).toBe(false);
    expect(result.current.suggestions[0]).toEqual({ name: 'hugo-01.reown.id', registered: true });

    act(() => result.current.register('hugo-free'));
    expect([MESSAGES.networkNotFound, MESSAGES.addressOrAuthConnectorNotFound]).toContain(
      result.current.error,
    );
    expect(result.current.isRegistering).toBe(false);
    expect(result.current.registeredName).toBeUndefined();
  });
});
