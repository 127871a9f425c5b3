/**
 * A minimal ERC-1271 contract account for signature tests on a local anvil: `isValidSignature(hash,
 * sig)` answers the magic value 0x1626ba7e when `sig` (65 bytes, r‖s‖v) recovers to its owner over
 * `hash`, and 0xffffffff otherwise. Hand-assembled (no compiler offline). It is created through the
 * CREATE2 deployer anvil ships (0x4e59…956c: calldata = salt ‖ init code), which also makes it an
 * ERC-6492 factory for the counterfactual (not yet deployed) case.
 */
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  pad,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';

/** Anvil's default CREATE2 deployer (Arachnid's deterministic deployment proxy). */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** The runtime code: ecrecover(hash, v, r, s) == owner ? 0x1626ba7e : 0xffffffff. */
export function contractAccountRuntime(owner: Address): Hex {
  const head: Hex = concat([
    '0x600435600052', // hash → mem[0x00]
    '0x60a435' + '60001a' + '602052', // v = byte 0 of word 0xa4 → mem[0x20]
    '0x606435604052', // r → mem[0x40]
    '0x608435606052', // s → mem[0x60]
    '0x6020608060806000' + '6001' + '5afa50', // staticcall(gas, 0x01, 0, 0x80, 0x80, 0x20); pop
    '0x608051', // mload(0x80): the recovered address, 0 on failure
    `0x73${owner.slice(2).toLowerCase()}`, // push20 owner
    '0x14', // eq
  ] as Hex[]);
  // 'ok' follows the jumpi (3 bytes) and the failing return (16 bytes).
  const okOffset = (head.length - 2) / 2 + 3 + 16;
  return concat([
    head,
    `0x60${okOffset.toString(16).padStart(2, '0')}57`, // jumpi ok
    '0x63ffffffff60e01b60005260206000f3', // return 0xffffffff << 224
    '0x5b' + '631626ba7e60e01b60005260206000f3', // ok: return 0x1626ba7e << 224
  ] as Hex[]);
}

/** Init code that returns the runtime. */
export function contractAccountInitCode(owner: Address): Hex {
  const runtime = contractAccountRuntime(owner);
  const size = (runtime.length - 2) / 2;
  // push1 size, dup1, push1 11 (where the runtime starts), push1 0, codecopy, push1 0, return
  return concat([`0x60${size.toString(16).padStart(2, '0')}80600b6000396000f3`, runtime]);
}

/** The account's address, and the ERC-6492 factory and data that would deploy it. */
export function contractAccount(owner: Address, salt = 0n) {
  const initCode = contractAccountInitCode(owner);
  const saltHex = pad(toHex(salt), { size: 32 });
  return {
    address: getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt: saltHex,
      bytecode: initCode,
    }),
    factory: CREATE2_DEPLOYER,
    factoryData: concat([saltHex, initCode]),
  };
}

/** Deploys the account on the anvil at `rpcUrl`, paid by `funderKey`; resolves with its address. */
export async function deployContractAccount(
  rpcUrl: string,
  owner: Address,
  funderKey: Hex,
  salt = 0n,
): Promise<Address> {
  const account = contractAccount(owner, salt);
  const wallet = createWalletClient({
    account: privateKeyToAccount(funderKey),
    chain: anvil,
    transport: http(rpcUrl),
  });
  const hash = await wallet.sendTransaction({ to: account.factory, data: account.factoryData });
  const client = createPublicClient({ chain: anvil, transport: http(rpcUrl) });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error('the contract account was not deployed');
  const code = await client.getCode({ address: account.address });
  if (!code || code === '0x') throw new Error('no code at the contract account');
  return account.address;
}

/** An owner's signature wrapped for ERC-6492, for the account before it is deployed. */
export function counterfactualSignature(owner: Address, ownerSignature: Hex, salt = 0n): Hex {
  const { factory, factoryData } = contractAccount(owner, salt);
  return serializeErc6492Signature({ address: factory, data: factoryData, signature: ownerSignature });
}
