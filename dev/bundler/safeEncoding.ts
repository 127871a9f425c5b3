/**
 * How a Safe 1.4.1 with the Safe4337Module v0.3.0 is set up, addressed and called: the encodings its
 * contracts read (dev/chain/seed/safe.ts deploys them). The setup is the one permissionless.js's
 * `toSafeSmartAccount` makes by default (one owner, threshold 1, the module enabled through a MultiSend
 * delegate call to SafeModuleSetup, the module as fallback handler), so an owner's Safe here is at the
 * address production tooling computes for it.
 */
import {
  type Address,
  getAddress as checksum,
  concat,
  encodeFunctionData,
  encodePacked,
  getContractAddress,
  type Hex,
  hexToBigInt,
  keccak256,
  parseAbi,
  size,
  slice,
  zeroAddress,
} from 'viem';
import {
  SAFE_4337_MODULE,
  SAFE_MODULE_SETUP,
  SAFE_MULTI_SEND,
  SAFE_PROXY_CREATION_CODE,
  SAFE_PROXY_FACTORY,
  SAFE_SINGLETON,
} from '../chain/seed/safe.ts';

/** The functions of Safe, its factory, MultiSend, SafeModuleSetup and the module that the account calls. */
export const SAFE_ABI = parseAbi([
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'function proxyCreationCode() pure returns (bytes)',
  'function enableModules(address[] modules)',
  'function multiSend(bytes transactions) payable',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function getOwners() view returns (address[])',
  'function isModuleEnabled(address module) view returns (bool)',
]);

/** A Safe operation: a call (0) or a delegate call (1). */
type Operation = 0 | 1;

/** One transaction of a MultiSend batch. */
export interface MultiSendTransaction {
  operation: Operation;
  to: Address;
  value: bigint;
  data: Hex;
}

/** MultiSend's packed batch: operation (1 byte) ‖ to (20) ‖ value (32) ‖ data length (32) ‖ data, each. */
export function encodeMultiSend(transactions: readonly MultiSendTransaction[]): Hex {
  const packed = concat(
    transactions.map((tx) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [tx.operation, tx.to, tx.value, BigInt(size(tx.data)), tx.data],
      ),
    ),
  );
  return encodeFunctionData({ abi: SAFE_ABI, functionName: 'multiSend', args: [packed] });
}

/** The batch of {@link encodeMultiSend}'s packed bytes, read back. */
export function decodeMultiSend(packed: Hex): MultiSendTransaction[] {
  const transactions: MultiSendTransaction[] = [];
  let at = 0;
  const end = size(packed);
  while (at < end) {
    const operation = Number(hexToBigInt(slice(packed, at, at + 1))) as Operation;
    const to = checksum(slice(packed, at + 1, at + 21));
    const value = hexToBigInt(slice(packed, at + 21, at + 53));
    const length = Number(hexToBigInt(slice(packed, at + 53, at + 85)));
    const data = length === 0 ? '0x' : slice(packed, at + 85, at + 85 + length);
    transactions.push({ operation, to, value, data });
    at += 85 + length;
  }
  return transactions;
}

/** `setup(...)`: `owner` alone (threshold 1), the 4337 module enabled and set as the fallback handler. */
export function safeInitializer(owner: Address): Hex {
  const enableModule = encodeFunctionData({
    abi: SAFE_ABI,
    functionName: 'enableModules',
    args: [[SAFE_4337_MODULE]],
  });
  return encodeFunctionData({
    abi: SAFE_ABI,
    functionName: 'setup',
    args: [
      [owner],
      1n,
      SAFE_MULTI_SEND,
      encodeMultiSend([{ operation: 1, to: SAFE_MODULE_SETUP, value: 0n, data: enableModule }]),
      SAFE_4337_MODULE,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
}

/** The factory's call that deploys `owner`'s Safe: the user operation's factoryData (and ERC-6492's). */
export function safeFactoryData(owner: Address, saltNonce: bigint): Hex {
  return encodeFunctionData({
    abi: SAFE_ABI,
    functionName: 'createProxyWithNonce',
    args: [SAFE_SINGLETON, safeInitializer(owner), saltNonce],
  });
}

/** Where SafeProxyFactory's createProxyWithNonce puts `owner`'s Safe (CREATE2; no chain needed). */
export function safeAddressOf(owner: Address, saltNonce: bigint): Address {
  const salt = keccak256(
    encodePacked(['bytes32', 'uint256'], [keccak256(safeInitializer(owner)), saltNonce]),
  );
  return getContractAddress({
    opcode: 'CREATE2',
    from: SAFE_PROXY_FACTORY,
    salt,
    bytecode: encodePacked(['bytes', 'uint256'], [SAFE_PROXY_CREATION_CODE, hexToBigInt(SAFE_SINGLETON)]),
  });
}
