/** Names registered on the demo's real local name service, as another app (or user) would do it. */
import type { PrivateKeyAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { DEV_PROJECT_ID } from '../../dev/cloud/projects.ts';
import { registrationMessage } from '../../domain/accountName.ts';
import { coinTypeFromChainId } from '../../domain/coinType.ts';

/** Register `name` for `owner` on chain 31337 through the cloud's registration call, signed with viem. */
export async function registerName(cloudUrl: string, owner: PrivateKeyAccount, name: string): Promise<void> {
  const coinType = coinTypeFromChainId(31337);
  const message = registrationMessage(name, Date.now());
  const response = await fetch(`${cloudUrl}/v1/profile/account?projectId=${DEV_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  });
  expect(response.status).toBe(200);
}
