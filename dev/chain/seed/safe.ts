/**
 * The smart account's contracts on every local EVM chain: Safe 1.4.1 with the Safe4337Module v0.3.0
 * (EntryPoint v0.7), at their canonical mainnet addresses, so the dev wallet's accounts are the Safes
 * production tooling (permissionless.js's `toSafeSmartAccount`, Safe's own SDKs) would compute.
 *
 * The creation code is the published packages', unchanged: `@safe-global/safe-contracts@1.4.1`
 * (LGPL-3.0; Safe, SafeProxyFactory, SafeProxy, MultiSend, MultiSendCallOnly) and
 * `@safe-global/safe-4337@0.3.0` (GPL-3.0; Safe4337Module, SafeModuleSetup), both devDependencies.
 * Safe deployed its 1.4.1 contracts through its singleton factory with salt 0, the 4337 module and its
 * setup contract through Arachnid's CREATE2 deployer with salt 0: the same here gives the same addresses.
 * Safe's singleton factory is Arachnid's bytecode sent from a key of Safe's per chain (a presigned
 * transaction anvil cannot replay for its own chain ids), so the seed copies the deployer's code there.
 */
import moduleArtifact from '@safe-global/safe-4337/build/artifacts/contracts/Safe4337Module.sol/Safe4337Module.json' with {
  type: 'json',
};
import moduleSetupArtifact from '@safe-global/safe-4337/build/artifacts/contracts/SafeModuleSetup.sol/SafeModuleSetup.json' with {
  type: 'json',
};
import multiSendArtifact from '@safe-global/safe-contracts/build/artifacts/contracts/libraries/MultiSend.sol/MultiSend.json' with {
  type: 'json',
};
import multiSendCallOnlyArtifact from '@safe-global/safe-contracts/build/artifacts/contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json' with {
  type: 'json',
};
import proxyArtifact from '@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json' with {
  type: 'json',
};
import proxyFactoryArtifact from '@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json' with {
  type: 'json',
};
import safeArtifact from '@safe-global/safe-contracts/build/artifacts/contracts/Safe.sol/Safe.json' with {
  type: 'json',
};
import { type Address, concat, encodeAbiParameters, getContractAddress, type Hex, zeroHash } from 'viem';
import { entryPoint07Address } from 'viem/account-abstraction';
import { CREATE2_DEPLOYER } from './accountAbstraction.ts';
import type { TxRequest } from './evm.ts';
import { SEED_DEPLOYER } from './plan.ts';

/** Safe's singleton factory (the same bytecode as {@link CREATE2_DEPLOYER}), as on every public chain. */
export const SAFE_SINGLETON_FACTORY: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7';

/** What one CREATE2 deployment needs: the deployer, the salt and the creation code. */
interface Create2 {
  deployer: Address;
  initCode: Hex;
  gas: bigint;
}

const at = ({ deployer, initCode }: Create2): Address =>
  getContractAddress({ opcode: 'CREATE2', from: deployer, salt: zeroHash, bytecode: initCode });

// Gas a little above what each deployment used on anvil (Safe 5.15 M, the module 1.85 M), so that all
// of them and the EntryPoint fit one block of anvil's 30 M.
const DEPLOYMENTS = {
  Safe: { deployer: SAFE_SINGLETON_FACTORY, initCode: safeArtifact.bytecode as Hex, gas: 5_500_000n },
  SafeProxyFactory: {
    deployer: SAFE_SINGLETON_FACTORY,
    initCode: proxyFactoryArtifact.bytecode as Hex,
    gas: 1_200_000n,
  },
  MultiSend: { deployer: SAFE_SINGLETON_FACTORY, initCode: multiSendArtifact.bytecode as Hex, gas: 400_000n },
  MultiSendCallOnly: {
    deployer: SAFE_SINGLETON_FACTORY,
    initCode: multiSendCallOnlyArtifact.bytecode as Hex,
    gas: 300_000n,
  },
  SafeModuleSetup: {
    deployer: CREATE2_DEPLOYER,
    initCode: moduleSetupArtifact.bytecode as Hex,
    gas: 400_000n,
  },
  Safe4337Module: {
    deployer: CREATE2_DEPLOYER,
    // Its constructor takes the one EntryPoint it serves.
    initCode: concat([
      moduleArtifact.bytecode as Hex,
      encodeAbiParameters([{ type: 'address' }], [entryPoint07Address]),
    ]),
    gas: 3_000_000n,
  },
} as const satisfies Record<string, Create2>;

/** Safe 1.4.1's singleton (0x41675C099F32341bf84BFc5382aF534df5C7461a): every account's proxy points here. */
export const SAFE_SINGLETON = at(DEPLOYMENTS.Safe);
/** SafeProxyFactory 1.4.1 (0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67): the accounts' ERC-4337 factory. */
export const SAFE_PROXY_FACTORY = at(DEPLOYMENTS.SafeProxyFactory);
/** MultiSend 1.4.1 (0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526): the setup's delegate call. */
export const SAFE_MULTI_SEND = at(DEPLOYMENTS.MultiSend);
/** MultiSendCallOnly 1.4.1 (0x9641d764fc13c8B624c04430C7356C1C7C8102e2): a batch of calls. */
export const SAFE_MULTI_SEND_CALL_ONLY = at(DEPLOYMENTS.MultiSendCallOnly);
/** SafeModuleSetup v0.3.0 (0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47): enables the module at setup. */
export const SAFE_MODULE_SETUP = at(DEPLOYMENTS.SafeModuleSetup);
/** Safe4337Module v0.3.0 (0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226): module and fallback handler. */
export const SAFE_4337_MODULE = at(DEPLOYMENTS.Safe4337Module);

/** SafeProxy 1.4.1's creation code (the factory's `proxyCreationCode()`), for the accounts' addresses. */
export const SAFE_PROXY_CREATION_CODE = proxyArtifact.bytecode as Hex;

/** The contracts this part of the seed deploys, by name (for the seed's result and the CLI's lines). */
export const SAFE_CONTRACTS = {
  Safe: SAFE_SINGLETON,
  SafeProxyFactory: SAFE_PROXY_FACTORY,
  MultiSend: SAFE_MULTI_SEND,
  MultiSendCallOnly: SAFE_MULTI_SEND_CALL_ONLY,
  SafeModuleSetup: SAFE_MODULE_SETUP,
  Safe4337Module: SAFE_4337_MODULE,
} as const;

/** The CREATE2 deployments (calldata: salt ‖ init code), sent by the seed deployer. */
export function safeRequests(): TxRequest[] {
  return Object.values(DEPLOYMENTS).map((d: Create2) => ({
    from: SEED_DEPLOYER,
    to: d.deployer,
    gas: d.gas,
    data: concat([zeroHash, d.initCode]),
  }));
}
