/**
 * The local sign-in implementation checks smart accounts through their chain ("verified in
 * the page, smart-account signatures included through the chain"): on a real anvil, a deployed
 * contract account (ERC-1271) and a not-yet-deployed one (ERC-6492) sign in with their owner's key;
 * another key's signature is refused. The verifier goes through Portico's RPC transport.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import {
  contractAccount,
  counterfactualSignature,
  deployContractAccount,
} from '../../test-support/contractAccount.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import { createChainSignatureVerifier } from '../rpc/chainSignatureVerifier.ts';
import { createLocalSiwx } from './localSiwx.ts';

// Index 0 pays for the deployment; 7 and 8 sign, so no nonce is shared with other tests.
const owner = privateKeyToAccount(EVM_ACCOUNTS[7]?.privateKey ?? '0x');
const stranger = privateKeyToAccount(EVM_ACCOUNTS[8]?.privateKey ?? '0x');
const funder = EVM_ACCOUNTS[0]?.privateKey ?? '0x';

let chain: RunningAnvil;
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
});
afterAll(() => chain?.close());

/** The local implementation, checking contract accounts on the anvil. */
function siwx() {
  const network = testEvmNetwork(31337, [chain.url]);
  return createLocalSiwx({
    domain: 'app.example',
    uri: 'https://app.example',
    verifyOnChain: createChainSignatureVerifier([network], () => ({})),
  });
}

/** The session of `address`, signed by `signer` (optionally wrapped for a counterfactual account). */
async function session(
  local: ReturnType<typeof siwx>,
  address: `0x${string}`,
  signer: typeof owner,
  wrap: (signature: `0x${string}`) => `0x${string}` = (signature) => signature,
) {
  const { serializedMessage, ...data } = await local.createMessage({
    accountAddress: address,
    chainId: 'eip155:31337',
  });
  const signature = wrap(await signer.signMessage({ message: serializedMessage }));
  return { data, message: serializedMessage, signature };
}

describe('the local sign-in implementation and smart accounts', () => {
  it('a deployed contract account (ERC-1271) signs in with its owner’s key; another key is refused', async () => {
    const address = await deployContractAccount(chain.url, owner.address, funder, 21n);
    const local = siwx();
    await expect(local.addSession(await session(local, address, stranger))).rejects.toThrow(
      'The sign-in signature does not verify',
    );
    await local.addSession(await session(local, address, owner));
    await expect(local.getSessions('eip155:31337', address)).resolves.toHaveLength(1);
  });

  it('a counterfactual contract account (ERC-6492) signs in before it is deployed', async () => {
    const { address } = contractAccount(owner.address, 22n);
    const local = siwx();
    const forged = await session(local, address, stranger, (signature) =>
      counterfactualSignature(owner.address, signature, 22n),
    );
    await expect(local.addSession(forged)).rejects.toThrow('The sign-in signature does not verify');
    const signed = await session(local, address, owner, (signature) =>
      counterfactualSignature(owner.address, signature, 22n),
    );
    await local.addSession(signed);
    await expect(local.getSessions('eip155:31337', address)).resolves.toHaveLength(1);
  });
});
