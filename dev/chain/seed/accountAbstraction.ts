/**
 * ERC-4337 on every local EVM chain: EntryPoint v0.7, deployed by the seed through the deterministic
 * CREATE2 deployer (anvil has it at genesis) with the published salt, so it lands at its canonical
 * mainnet address and viem, Alto and the secure site need no local overrides. The accounts on it are
 * Safes (safe.ts).
 *
 * The creation code is the published package's, unchanged: `@account-abstraction/contracts@0.7.0`
 * (MIT, eth-infinitism), artifacts/EntryPoint.json.
 */
import entryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with {
  type: 'json',
};
import { type Address, concat, getContractAddress, type Hex } from 'viem';
import type { TxRequest } from './evm.ts';
import { SEED_DEPLOYER } from './plan.ts';

/** The deterministic deployment proxy (Arachnid's), at the same address on anvil and on every public chain. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** The salt eth-infinitism published EntryPoint v0.7 with. */
export const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';

const ENTRY_POINT_INIT_CODE = entryPointArtifact.bytecode as Hex;

/** EntryPoint v0.7 (0x0000000071727De22E5E9d8BAf0edAc6f37da032): the package's code gives this address. */
export const ENTRY_POINT_07: Address = getContractAddress({
  opcode: 'CREATE2',
  from: CREATE2_DEPLOYER,
  salt: ENTRY_POINT_07_SALT,
  bytecode: ENTRY_POINT_INIT_CODE,
});

/** The EntryPoint's CREATE2 deployment (calldata: salt ‖ init code), sent by the seed deployer. */
export function entryPointRequest(): TxRequest {
  // Gas a little above what the deployment costs on anvil.
  return {
    from: SEED_DEPLOYER,
    to: CREATE2_DEPLOYER,
    gas: 6_000_000n,
    data: concat([ENTRY_POINT_07_SALT, ENTRY_POINT_INIT_CODE]),
  };
}
