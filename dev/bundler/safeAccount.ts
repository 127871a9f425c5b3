/**
 * A Safe 1.4.1 with the Safe4337Module v0.3.0 (EntryPoint v0.7) as a viem smart account, built on
 * viem's `toSmartAccount` the way permissionless.js's `toSafeSmartAccount` builds it (viem ships no Safe
 * of its own). Used by the secure site and by tests to send user operations through the bundler and to
 * sign messages and typed data.
 *
 * Why a Safe: unlike eth-infinitism's SimpleAccount (0.7 and 0.8), it answers ERC-1271
 * `isValidSignature` (the module is its fallback handler and a CompatibilityFallbackHandler), so what it
 * signs verifies as a contract account's signature: ERC-1271 once deployed, ERC-6492-wrapped before
 * (viem's `toSmartAccount` wraps it with the factory's call while the account has no code).
 */
import {
  type Account,
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddressEqual,
  type TypedDataDefinition,
} from 'viem';
import {
  entryPoint07Abi,
  entryPoint07Address,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction';
import { getChainId } from 'viem/actions';
import { SAFE_4337_MODULE, SAFE_MULTI_SEND_CALL_ONLY, SAFE_PROXY_FACTORY } from '../chain/seed/safe.ts';
import {
  decodeMultiSend,
  encodeMultiSend,
  SAFE_ABI,
  safeAddressOf,
  safeFactoryData,
} from './safeEncoding.ts';

/** The module's EIP-712 SafeOp (v0.3.0, EntryPoint v0.7): every field of the user operation is signed. */
const SAFE_OP_TYPES = {
  SafeOp: [
    { type: 'address', name: 'safe' },
    { type: 'uint256', name: 'nonce' },
    { type: 'bytes', name: 'initCode' },
    { type: 'bytes', name: 'callData' },
    { type: 'uint128', name: 'verificationGasLimit' },
    { type: 'uint128', name: 'callGasLimit' },
    { type: 'uint256', name: 'preVerificationGas' },
    { type: 'uint128', name: 'maxPriorityFeePerGas' },
    { type: 'uint128', name: 'maxFeePerGas' },
    { type: 'bytes', name: 'paymasterAndData' },
    { type: 'uint48', name: 'validAfter' },
    { type: 'uint48', name: 'validUntil' },
    { type: 'address', name: 'entryPoint' },
  ],
} as const;

/** Safe's EIP-712 SafeMessage: what an owner signs for the Safe's ERC-1271 (CompatibilityFallbackHandler). */
const SAFE_MESSAGE_TYPES = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const;

/**
 * A 65-byte ECDSA signature that recovers to nobody: gas estimation runs the owner check (the module
 * catches its failure) without reverting.
 */
const STUB_ECDSA: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

/** The module reads `validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ owner signatures`; 0, 0: always valid. */
const withValidity = (signature: Hex): Hex => encodePacked(['uint48', 'uint48', 'bytes'], [0, 0, signature]);

/** Parameters of {@link toSafe4337Account}. */
export interface ToSafe4337AccountParameters {
  /** A client on the chain (its chain id goes into every hash the owner signs). */
  client: SmartAccountImplementation['client'];
  /** The one owner: a local account whose key signs. */
  owner: Account;
  /** The factory's salt nonce; default 0 (one account per owner). */
  saltNonce?: bigint;
}

/** The smart account of `owner`: its Safe from the seeded factory, on EntryPoint v0.7. */
export async function toSafe4337Account(parameters: ToSafe4337AccountParameters) {
  const { client, owner } = parameters;
  const saltNonce = parameters.saltNonce ?? 0n;
  const { signTypedData } = owner;
  if (!signTypedData) throw new Error('toSafe4337Account: the owner must be a local account');
  const address = safeAddressOf(owner.address, saltNonce);
  let chainId = client.chain?.id;
  const chainIdOf = async () => {
    chainId ??= await getChainId(client);
    return chainId;
  };
  /** The owner's signature of a hash for the Safe's isValidSignature(bytes32, bytes). */
  const signSafeMessage = async (hash: Hex) =>
    signTypedData({
      domain: { chainId: await chainIdOf(), verifyingContract: address },
      types: SAFE_MESSAGE_TYPES,
      primaryType: 'SafeMessage',
      message: { message: hash },
    });

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async decodeCalls(callData) {
      const { args } = decodeFunctionData({ abi: SAFE_ABI, data: callData });
      const [to, value, data, operation] = args as readonly [Address, bigint, Hex, number];
      if (operation === 1 && isAddressEqual(to, SAFE_MULTI_SEND_CALL_ONLY)) {
        const { args: batch } = decodeFunctionData({ abi: SAFE_ABI, data });
        return decodeMultiSend(batch[0] as Hex).map((tx) => ({ to: tx.to, value: tx.value, data: tx.data }));
      }
      return [{ to, value, data }];
    },
    async encodeCalls(calls) {
      const [only] = calls;
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: SAFE_ABI,
          functionName: 'executeUserOpWithErrorString',
          args: [only.to, only.value ?? 0n, only.data ?? '0x', 0],
        });
      }
      // Several calls: one delegate call to MultiSendCallOnly, which makes each call from the Safe.
      const batch = encodeMultiSend(
        calls.map((c) => ({ operation: 0, to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' })),
      );
      return encodeFunctionData({
        abi: SAFE_ABI,
        functionName: 'executeUserOpWithErrorString',
        args: [SAFE_MULTI_SEND_CALL_ONLY, 0n, batch, 1],
      });
    },
    async getAddress() {
      return address;
    },
    async getFactoryArgs() {
      return { factory: SAFE_PROXY_FACTORY, factoryData: safeFactoryData(owner.address, saltNonce) };
    },
    async getStubSignature() {
      return withValidity(STUB_ECDSA);
    },
    async sign({ hash }) {
      return signSafeMessage(hash);
    },
    async signMessage({ message }) {
      return signSafeMessage(hashMessage(message));
    },
    async signTypedData(typedData) {
      return signSafeMessage(hashTypedData(typedData as TypedDataDefinition));
    },
    async signUserOperation(userOperation) {
      const { chainId: asked, ...op } = userOperation;
      // The SafeOp signs paymasterAndData; this account never names a paymaster, so it signs '0x'.
      if (op.paymaster)
        throw new Error('toSafe4337Account: user operations with a paymaster are not supported');
      const initCode = op.factory && op.factoryData ? `${op.factory}${op.factoryData.slice(2)}` : '0x';
      const signature = await signTypedData({
        domain: { chainId: asked ?? (await chainIdOf()), verifyingContract: SAFE_4337_MODULE },
        types: SAFE_OP_TYPES,
        primaryType: 'SafeOp',
        message: {
          safe: address,
          nonce: op.nonce,
          initCode: initCode as Hex,
          callData: op.callData,
          verificationGasLimit: op.verificationGasLimit,
          callGasLimit: op.callGasLimit,
          preVerificationGas: op.preVerificationGas,
          maxPriorityFeePerGas: op.maxPriorityFeePerGas,
          maxFeePerGas: op.maxFeePerGas,
          paymasterAndData: '0x',
          validAfter: 0,
          validUntil: 0,
          entryPoint: entryPoint07Address,
        },
      });
      return withValidity(signature);
    },
  });
}

/** An owner's Safe (counterfactual until its first user operation deploys it). */
export type Safe4337Account = Awaited<ReturnType<typeof toSafe4337Account>>;
