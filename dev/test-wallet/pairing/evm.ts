/**
 * The EVM side of the pairing wallet: one local key (viem's privateKeyToAccount) and the chains it knows.
 * Answers a session request for a CAIP-2 chain; params are checked with the injected wallet's schemas
 * and errors carry its EIP-1193 codes (4100 not this account, 4902 unknown chain, -32602 bad params).
 */
import { type Address, type Hex, hashTypedData, hexToNumber, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { invalidParams, unauthorized, unrecognizedChain, unsupportedMethod } from '../injected/errors.ts';
import {
  addChainParams,
  parseParams,
  personalSignParams,
  sendTransactionParams,
  signTypedDataParams,
  switchChainParams,
} from '../injected/evm/params.ts';
import { createChainClients } from '../injected/evm/rpcClient.ts';
import { toTransactionFields } from '../injected/evm/transaction.ts';
import { parseTypedData } from '../injected/evm/typedData.ts';
import type { EvmChainConfig } from '../injected/options.ts';
import type { PairingEvmChain } from './options.ts';

/** What answering a request gives: the result, and the chain to switch the session to, if any. */
export interface EvmAnswer {
  result: unknown;
  /** CAIP-2 chain the app switched (or added and switched) to. */
  switchTo?: string;
}

/** The EVM signer of the pairing wallet. */
export interface EvmSigner {
  readonly address: Address;
  /** The CAIP-2 ids of the known chains (grows with wallet_addEthereumChain). */
  chains(): string[];
  /** Answer `method` for the CAIP-2 `chain`; throws a ProviderRpcError. */
  handle(chain: string, method: string, params: unknown): Promise<EvmAnswer>;
}

const caip = (chainId: number) => `eip155:${chainId}`;

/** Create the signer for these chains and key. */
export function createEvmSigner(options: {
  chains: readonly PairingEvmChain[];
  privateKey: Hex;
  fetch?: typeof fetch;
}): EvmSigner {
  const account = privateKeyToAccount(options.privateKey);
  const known = new Map<number, EvmChainConfig>(
    options.chains.map((chain) => [
      chain.chainId,
      { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name ?? `Chain ${chain.chainId}` },
    ]),
  );
  const clientFor = createChainClients(options.fetch);

  const chainOf = (method: string, chain: string): EvmChainConfig => {
    const config = known.get(Number(chain.replace(/^eip155:/, '')));
    if (!config) throw invalidParams(method, `the wallet has no chain ${chain}`);
    return config;
  };

  const ownAccount = (address: string) => {
    if (address.toLowerCase() !== account.address.toLowerCase()) throw unauthorized();
  };

  const toChainId = (method: string, hex: string): number => {
    const id = hexToNumber(hex as Hex);
    if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31)
      throw invalidParams(method, `bad chainId ${hex}`);
    return id;
  };

  const handlers: Record<string, (chain: string, params: unknown) => Promise<EvmAnswer>> = {
    async personal_sign(_chain, params) {
      const [message, address] = parseParams('personal_sign', personalSignParams, params);
      ownAccount(address);
      return { result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) };
    },
    async eth_signTypedData_v4(_chain, params) {
      const [address, raw] = parseParams('eth_signTypedData_v4', signTypedDataParams, params);
      ownAccount(address);
      const typedData = parseTypedData(raw);
      try {
        hashTypedData(typedData);
      } catch (error) {
        throw invalidParams('eth_signTypedData_v4', error instanceof Error ? error.message : String(error));
      }
      return { result: await account.signTypedData(typedData) };
    },
    async eth_sendTransaction(chain, params) {
      const [transaction] = parseParams('eth_sendTransaction', sendTransactionParams, params);
      ownAccount(transaction.from);
      const config = chainOf('eth_sendTransaction', chain);
      if (transaction.chainId !== undefined && hexToNumber(transaction.chainId as Hex) !== config.chainId) {
        throw invalidParams('eth_sendTransaction', `chainId ${transaction.chainId} is not ${chain}`);
      }
      return { result: await clientFor(config).sendTransaction(account, toTransactionFields(transaction)) };
    },
    async wallet_switchEthereumChain(_chain, params) {
      const [{ chainId: hex }] = parseParams('wallet_switchEthereumChain', switchChainParams, params);
      const chainId = toChainId('wallet_switchEthereumChain', hex);
      if (!known.has(chainId)) throw unrecognizedChain(hex);
      return { result: null, switchTo: caip(chainId) };
    },
    async wallet_addEthereumChain(_chain, params) {
      const [added] = parseParams('wallet_addEthereumChain', addChainParams, params);
      const chainId = toChainId('wallet_addEthereumChain', added.chainId);
      const [rpcUrl] = added.rpcUrls;
      // A chain the wallet already knows keeps its RPC, as real wallets do.
      if (!known.has(chainId) && rpcUrl) known.set(chainId, { chainId, rpcUrl, name: added.chainName });
      return { result: null, switchTo: caip(chainId) };
    },
  };

  return {
    address: account.address,
    chains: () => [...known.keys()].map(caip),
    async handle(chain, method, params) {
      const handler = handlers[method];
      if (!handler) throw unsupportedMethod(method);
      return handler(chain, params);
    },
  };
}
