import { type Address, createPublicClient, http, zeroAddress } from 'viem';
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from './accounts.ts';
import { type RunningAnvil, startAnvil } from './anvil.ts';
import { ENTRY_POINT_07 } from './seed/accountAbstraction.ts';
import { type EvmSeedResult, seedEvmChain } from './seed/evm.ts';
import {
  SAFE_4337_MODULE,
  SAFE_CONTRACTS,
  SAFE_PROXY_CREATION_CODE,
  SAFE_PROXY_FACTORY,
  SAFE_SINGLETON,
} from './seed/safe.ts';

let anvil: RunningAnvil;
let seed: EvmSeedResult;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 });
  seed = await seedEvmChain(anvil.url);
}, 30_000);
afterAll(() => anvil?.close());

const client = () => createPublicClient({ transport: http(anvil.url) });
const owner = (i: number): Address => EVM_ACCOUNTS[i]?.address ?? zeroAddress;

describe('the seed deploys ERC-4337 v0.7 and the Safe smart account contracts at the canonical addresses', () => {
  it('puts EntryPoint v0.7 at 0x0000000071727De22E5E9d8BAf0edAc6f37da032, and it answers there', async () => {
    expect(ENTRY_POINT_07).toBe(entryPoint07Address);
    expect(ENTRY_POINT_07).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032');
    expect(seed.contracts.EntryPoint).toBe(ENTRY_POINT_07);
    const nonce = await client().readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'getNonce',
      args: [owner(0), 0n],
    });
    expect(nonce).toBe(0n);
    const deposit = await client().readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [owner(0)],
    });
    expect(deposit).toBe(0n);
  });

  it('puts Safe 1.4.1 and the Safe4337Module v0.3.0 at their canonical addresses, the module bound to that EntryPoint', async () => {
    // The mainnet addresses of these releases (Safe's deployments and permissionless.js's defaults).
    expect(SAFE_CONTRACTS).toEqual({
      Safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
      SafeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
      MultiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
      MultiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
      SafeModuleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
      Safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
    });
    for (const [name, address] of Object.entries(SAFE_CONTRACTS)) {
      expect(seed.contracts[name]).toBe(address);
      expect((await client().getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
    }
    const read = (address: Address, name: string, output: 'address' | 'string' | 'bytes') =>
      client().readContract({
        address,
        abi: [{ type: 'function', name, stateMutability: 'view', inputs: [], outputs: [{ type: output }] }],
        functionName: name,
      });
    expect(await read(SAFE_SINGLETON, 'VERSION', 'string')).toBe('1.4.1');
    expect(await read(SAFE_4337_MODULE, 'SUPPORTED_ENTRYPOINT', 'address')).toBe(entryPoint07Address);
    // The accounts' addresses are computed from this creation code: it is the factory's own.
    expect(await read(SAFE_PROXY_FACTORY, 'proxyCreationCode', 'bytes')).toBe(SAFE_PROXY_CREATION_CODE);
  });
});
