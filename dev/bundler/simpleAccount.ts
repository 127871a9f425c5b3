/**
 * SimpleAccount v0.7 (eth-infinitism's, made by the seeded SimpleAccountFactory) as a viem smart account:
 * viem ships no SimpleAccount of its own for EntryPoint v0.7, so this builds one on viem's
 * `toSmartAccount`, the way viem's own implementations (toSoladySmartAccount) do. Used by the secure
 * site and by tests to send user operations through the bundler.
 */
import { type Account, type Address, decodeFunctionData, encodeFunctionData, type Hex } from 'viem';
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccountImplementation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction';
import { readContract } from 'viem/actions';
import { SIMPLE_ACCOUNT_FACTORY_07, SIMPLE_ACCOUNT_FACTORY_ABI } from '../chain/seed/accountAbstraction.ts';

/** The part of SimpleAccount v0.7's ABI its calls are encoded with. */
export const SIMPLE_ACCOUNT_ABI = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'func', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address[]' },
      { name: 'value', type: 'uint256[]' },
      { name: 'func', type: 'bytes[]' },
    ],
    outputs: [],
  },
] as const;

/** A 65-byte signature that recovers (to nobody), so gas estimation runs the owner check without reverting. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

/** Parameters of {@link toSimpleSmartAccount}. */
export interface ToSimpleSmartAccountParameters {
  /** A client on the chain (reads the factory; its chain id goes into the user operation hash). */
  client: SmartAccountImplementation['client'];
  /** The owner: a local account whose key signs each user operation. */
  owner: Account;
  /** The factory's salt; default 0 (one account per owner). */
  salt?: bigint;
}

/** The smart account of `owner`: SimpleAccount v0.7 from the seeded factory, on EntryPoint v0.7. */
export async function toSimpleSmartAccount(parameters: ToSimpleSmartAccountParameters) {
  const { client, owner } = parameters;
  const salt = parameters.salt ?? 0n;
  const signMessage = owner.signMessage;
  if (!signMessage) throw new Error('toSimpleSmartAccount: the owner must be a local account');
  const address: Address = await readContract(client, {
    address: SIMPLE_ACCOUNT_FACTORY_07,
    abi: SIMPLE_ACCOUNT_FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner.address, salt],
  });
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, data });
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args;
        return [{ to, value, data: callData }];
      }
      const [targets, values, datas] = decoded.args;
      return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }));
    },
    async encodeCalls(calls) {
      const [only] = calls;
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: SIMPLE_ACCOUNT_ABI,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        });
      }
      return encodeFunctionData({
        abi: SIMPLE_ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      });
    },
    async getAddress() {
      return address;
    },
    async getFactoryArgs() {
      return {
        factory: SIMPLE_ACCOUNT_FACTORY_07,
        factoryData: encodeFunctionData({
          abi: SIMPLE_ACCOUNT_FACTORY_ABI,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      };
    },
    async getStubSignature() {
      return STUB_SIGNATURE;
    },
    async signMessage({ message }) {
      return signMessage({ message });
    },
    async signTypedData() {
      // SimpleAccount v0.7 has no ERC-1271 isValidSignature: a typed-data signature could never verify.
      throw new Error('SimpleAccount v0.7 cannot sign typed data (no ERC-1271)');
    },
    async signUserOperation(userOperation) {
      const chainId = userOperation.chainId ?? client.chain?.id;
      if (chainId === undefined) throw new Error('toSimpleSmartAccount: the client has no chain');
      const { chainId: _, ...rest } = userOperation;
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: { ...(rest as UserOperation<'0.7'>), sender: address },
      });
      // SimpleAccount checks an EIP-191 signature of the user operation hash by its owner.
      return signMessage({ message: { raw: hash } });
    },
  });
}

/** The SimpleAccount of an owner (counterfactual until its first user operation deploys it). */
export type SimpleSmartAccount = Awaited<ReturnType<typeof toSimpleSmartAccount>>;
