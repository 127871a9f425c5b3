/**
 * ERC-4337 on every local EVM chain: EntryPoint v0.7 and SimpleAccountFactory v0.7, deployed by the seed
 * through the deterministic CREATE2 deployer (anvil has it at genesis) with the published salts, so both
 * land at their canonical mainnet addresses and viem, Alto and the secure site need no local overrides.
 *
 * The creation code is the published package's, unchanged: `@account-abstraction/contracts@0.7.0`
 * (MIT, eth-infinitism), artifacts/EntryPoint.json and artifacts/SimpleAccountFactory.json.
 */
import entryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with {
  type: 'json',
};
import simpleAccountFactoryArtifact from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with {
  type: 'json',
};
import { type Address, concat, encodeAbiParameters, getContractAddress, type Hex } from 'viem';
import { entryPoint07Address } from 'viem/account-abstraction';
import type { TxRequest } from './evm.ts';
import { SEED_DEPLOYER } from './plan.ts';

/** The deterministic deployment proxy (Arachnid's), at the same address on anvil and on every public chain. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** The salt eth-infinitism published EntryPoint v0.7 with. */
export const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';
/** The salt SimpleAccountFactory v0.7 was published with. */
export const SIMPLE_ACCOUNT_FACTORY_07_SALT: Hex =
  '0x0000000000000000000000000000000000000000000000000000000000000000';

const ENTRY_POINT_INIT_CODE = entryPointArtifact.bytecode as Hex;
const FACTORY_INIT_CODE = concat([
  simpleAccountFactoryArtifact.bytecode as Hex,
  encodeAbiParameters([{ type: 'address' }], [entryPoint07Address]),
]);

/** EntryPoint v0.7 (0x0000000071727De22E5E9d8BAf0edAc6f37da032): the package's code gives this address. */
export const ENTRY_POINT_07: Address = getContractAddress({
  opcode: 'CREATE2',
  from: CREATE2_DEPLOYER,
  salt: ENTRY_POINT_07_SALT,
  bytecode: ENTRY_POINT_INIT_CODE,
});

/** SimpleAccountFactory v0.7 on that EntryPoint (0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985). */
export const SIMPLE_ACCOUNT_FACTORY_07: Address = getContractAddress({
  opcode: 'CREATE2',
  from: CREATE2_DEPLOYER,
  salt: SIMPLE_ACCOUNT_FACTORY_07_SALT,
  bytecode: FACTORY_INIT_CODE,
});

/** The part of SimpleAccountFactory's ABI the dev services call. */
export const SIMPLE_ACCOUNT_FACTORY_ABI = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'ret', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'accountImplementation',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

// Gas a little above what each deployment costs on anvil, so one block holds both.
const GAS = { entryPoint: 6_000_000n, factory: 3_000_000n };

/** The two CREATE2 deployments (calldata: salt ‖ init code), sent by the seed deployer. */
export function accountAbstractionRequests(): TxRequest[] {
  return [
    {
      from: SEED_DEPLOYER,
      to: CREATE2_DEPLOYER,
      gas: GAS.entryPoint,
      data: concat([ENTRY_POINT_07_SALT, ENTRY_POINT_INIT_CODE]),
    },
    {
      from: SEED_DEPLOYER,
      to: CREATE2_DEPLOYER,
      gas: GAS.factory,
      data: concat([SIMPLE_ACCOUNT_FACTORY_07_SALT, FACTORY_INIT_CODE]),
    },
  ];
}

/** The contracts this part of the seed deploys, by name (for the seed's result and the CLI's lines). */
export const ACCOUNT_ABSTRACTION_CONTRACTS = {
  EntryPoint: ENTRY_POINT_07,
  SimpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_07,
} as const;
