import { type Address, createPublicClient, getAddress, http, isAddress, zeroAddress } from 'viem';
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from './accounts.ts';
import { type RunningAnvil, startAnvil } from './anvil.ts';
import {
  ENTRY_POINT_07,
  SIMPLE_ACCOUNT_FACTORY_07,
  SIMPLE_ACCOUNT_FACTORY_ABI,
} from './seed/accountAbstraction.ts';
import { type EvmSeedResult, seedEvmChain } from './seed/evm.ts';

let anvil: RunningAnvil;
let seed: EvmSeedResult;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 });
  seed = await seedEvmChain(anvil.url);
}, 30_000);
afterAll(() => anvil?.close());

const client = () => createPublicClient({ transport: http(anvil.url) });
const owner = (i: number): Address => EVM_ACCOUNTS[i]?.address ?? zeroAddress;

describe('the seed deploys ERC-4337 v0.7 at the canonical addresses', () => {
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

  it('puts SimpleAccountFactory v0.7 at its canonical address, its accounts bound to that EntryPoint', async () => {
    expect(SIMPLE_ACCOUNT_FACTORY_07).toBe('0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985');
    expect(seed.contracts.SimpleAccountFactory).toBe(SIMPLE_ACCOUNT_FACTORY_07);
    const implementation = await client().readContract({
      address: SIMPLE_ACCOUNT_FACTORY_07,
      abi: SIMPLE_ACCOUNT_FACTORY_ABI,
      functionName: 'accountImplementation',
    });
    const entryPoint = await client().readContract({
      address: implementation,
      abi: [
        {
          type: 'function',
          name: 'entryPoint',
          stateMutability: 'view',
          inputs: [],
          outputs: [{ type: 'address' }],
        },
      ],
      functionName: 'entryPoint',
    });
    expect(entryPoint).toBe(entryPoint07Address);
  });

  it("the factory's getAddress gives each owner its own counterfactual account, not yet deployed", async () => {
    const addressOf = (o: Address, salt: bigint) =>
      client().readContract({
        address: SIMPLE_ACCOUNT_FACTORY_07,
        abi: SIMPLE_ACCOUNT_FACTORY_ABI,
        functionName: 'getAddress',
        args: [o, salt],
      });
    const first = await addressOf(owner(0), 0n);
    expect(isAddress(first)).toBe(true);
    expect(first).toBe(getAddress(first));
    expect(await addressOf(owner(0), 0n)).toBe(first);
    expect(await addressOf(owner(1), 0n)).not.toBe(first);
    expect(await addressOf(owner(0), 1n)).not.toBe(first);
    expect(await client().getCode({ address: first })).toBeUndefined();
  });
});
