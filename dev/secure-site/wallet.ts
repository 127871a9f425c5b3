/**
 * Key custody and signing: a fresh key per user for eip155 (viem) and one for solana (@solana/kit),
 * and the RPC methods the embedded wallet answers with them. Keys stay in this process: only
 * addresses, signatures and transaction hashes leave it.
 */
import { randomBytes } from 'node:crypto';
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getSignatureFromTransaction,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import * as z from 'zod';
import { classifyRpcMethod } from '../../domain/rpcMethods.ts';
import { parseEvmTransaction } from '../../headless/approval/evmTransaction.ts';
import { readableRequest } from '../../headless/approval/readableRequest.ts';
import { REFUSALS } from '../../headless/approval/refusals.ts';
import { decodeSolanaTransaction } from '../../headless/approval/solanaWire.ts';
import type { KeyNamespace } from './db.ts';
import { SITE_MESSAGES, SiteError } from './errors.ts';

/** A new key: its address and its secret (hex private key for eip155, hex 32-byte seed for solana). */
export async function generateKey(namespace: KeyNamespace): Promise<{ address: string; secret: string }> {
  if (namespace === 'eip155') {
    const secret = generatePrivateKey();
    return { address: privateKeyToAccount(secret).address, secret };
  }
  const secret = randomBytes(32).toString('hex');
  return { address: await solanaAddressOf(secret), secret };
}

async function solanaKeyPair(seedHex: string): Promise<CryptoKeyPair> {
  return createKeyPairFromPrivateKeyBytes(Uint8Array.from(Buffer.from(seedHex, 'hex')));
}

async function solanaAddressOf(seedHex: string): Promise<string> {
  return getAddressFromPublicKey((await solanaKeyPair(seedHex)).publicKey);
}

/** Where an RPC request goes: the chain and its RPC URL. */
export interface RpcTarget {
  namespace: KeyNamespace;
  /** eip155: the numeric chain id; solana: the CAIP-2 reference. */
  chainId: number | string;
  rpcUrl: string | undefined;
}

/** What {@link answerRpc} needs: the method, its params and the user's key. */
export interface RpcCall {
  method: string;
  params: unknown;
  target: RpcTarget;
  address: string;
  secret: string;
}

const personalSignParams = z.tuple([z.string(), z.string()]).rest(z.unknown());
const typedDataParams = z.tuple([z.string(), z.union([z.string(), z.record(z.string(), z.unknown())])]);
const typedDataSchema = z.looseObject({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
});
const solanaSignMessageParams = z.looseObject({ message: z.string(), pubkey: z.optional(z.string()) });
const solanaSignTransactionParams = z.looseObject({ transaction: z.string() });
const solanaSignAllParams = z.looseObject({ transactions: z.array(z.string()) });

function parseParams<T>(schema: z.ZodType<T>, params: unknown, method: string): T {
  const result = schema.safeParse(params);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SiteError(
      400,
      `${method}: invalid params${issue ? ` (${issue.path.join('.') || 'params'}: ${issue.message})` : ''}`,
    );
  }
  return result.data;
}

/** personal_sign's `[message, address]`: the message as signed (0x hex is its bytes) and who is asked to sign. */
export function readPersonalSign(params: unknown): { message: SignableMessage; from: string } {
  const [message, from] = parseParams(personalSignParams, params, 'personal_sign');
  return { message: isHex(message) ? { raw: message } : message, from };
}

/** eth_signTypedData_v4's `[address, typedData]` (the data as an object or its JSON), as viem signs it. */
export function readTypedData(params: unknown): { from: string; definition: TypedDataDefinition } {
  const method = 'eth_signTypedData_v4';
  const [from, data] = parseParams(typedDataParams, params, method);
  let typed: unknown = data;
  if (typeof data === 'string') {
    try {
      typed = JSON.parse(data);
    } catch {
      throw new SiteError(400, `${method}: typed data is not JSON`);
    }
  }
  const parsed = typedDataSchema.safeParse(typed);
  if (!parsed.success) throw new SiteError(400, `${method}: invalid typed data`);
  // EIP712Domain is implied by `domain`; viem derives it and refuses it among the types.
  const { EIP712Domain: _domainType, ...types } = parsed.data.types;
  // viem's types are generic over the literal definition; this one is only known at run time.
  return { from, definition: { ...parsed.data, types } as unknown as TypedDataDefinition };
}

function checkFrom(address: string, claimed: string | undefined, method: string): void {
  if (claimed === undefined) return;
  let same = false;
  try {
    same = isAddressEqual(address as Hex, claimed as Hex);
  } catch {
    same = false;
  }
  if (!same) throw new SiteError(400, `${method}: address ${claimed} is not the connected account`);
}

/** JSON-RPC to the chain, for the reads the site passes through. */
async function forward(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  const body = z
    .object({ result: z.optional(z.unknown()), error: z.optional(z.object({ message: z.string() })) })
    .parse(await res.json());
  if (body.error) throw new SiteError(502, body.error.message);
  return body.result ?? null;
}

function requireRpcUrl(target: RpcTarget): string {
  if (!target.rpcUrl) throw new SiteError(400, SITE_MESSAGES.noRpcUrl);
  return target.rpcUrl;
}

async function answerEvm(call: RpcCall): Promise<unknown> {
  const { method, params, target, secret, address } = call;
  const account = privateKeyToAccount(secret as Hex);
  const chainId = Number(target.chainId);
  switch (method) {
    case 'eth_accounts':
      return [address];
    case 'eth_chainId':
      return numberToHex(chainId);
    case 'personal_sign': {
      const { message, from } = readPersonalSign(params);
      checkFrom(address, from, method);
      return account.signMessage({ message });
    }
    case 'eth_signTypedData_v4': {
      const { from, definition } = readTypedData(params);
      checkFrom(address, from, method);
      return account.signTypedData(definition);
    }
    case 'eth_sendTransaction': {
      // The approval's own parse: the fields signed below are the fields it listed, no more.
      const reading = parseEvmTransaction(params);
      if ('refusal' in reading) throw new SiteError(400, reading.refusal);
      const tx = reading.transaction;
      checkFrom(address, tx.from, method);
      if (tx.chainId !== undefined && tx.chainId !== chainId)
        throw new SiteError(400, REFUSALS.chainMismatch);
      const rpcUrl = requireRpcUrl(target);
      const chain = defineChain({
        id: chainId,
        name: `eip155:${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      });
      const client = createWalletClient({ account, chain, transport: http(rpcUrl) });
      // What the transaction leaves out (gas, fee caps, nonce) viem estimates: the approval said so.
      return client.sendTransaction({
        to: tx.to,
        value: tx.value,
        data: tx.data,
        gas: tx.gas,
        nonce: tx.nonce,
        ...tx.fees,
      } as Parameters<typeof client.sendTransaction>[0]);
    }
    default:
      if (classifyRpcMethod(method) === 'safe') return forward(requireRpcUrl(target), method, params);
      throw new SiteError(400, `Method not supported by the dev secure site: ${method}`);
  }
}

/** A transaction decoded as the approval decoded it (base64, else base58, its message whole). */
function decodeTransaction(encoded: string) {
  const decoded = decodeSolanaTransaction(encoded);
  if (!decoded) throw new SiteError(400, REFUSALS.solanaUnreadable);
  return decoded.transaction;
}

async function signSolanaTransaction(encoded: string, keyPair: CryptoKeyPair) {
  const signed = await partiallySignTransaction([keyPair], decodeTransaction(encoded));
  return {
    signature: getSignatureFromTransaction(signed) as string,
    transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)),
  };
}

async function answerSolana(call: RpcCall): Promise<unknown> {
  const { method, params, secret, address } = call;
  const keyPair = await solanaKeyPair(secret);
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(solanaSignMessageParams, params, method);
      if (pubkey !== undefined && pubkey !== address) {
        throw new SiteError(400, `${method}: address ${pubkey} is not the connected account`);
      }
      let bytes: Uint8Array;
      try {
        bytes = Uint8Array.from(getBase58Encoder().encode(message));
      } catch {
        throw new SiteError(400, `${method}: message is not base58`);
      }
      const signature = await signBytes(keyPair.privateKey, bytes);
      return { signature: getBase58Decoder().decode(signature) };
    }
    case 'solana_signTransaction': {
      const { transaction } = parseParams(solanaSignTransactionParams, params, method);
      return signSolanaTransaction(transaction, keyPair);
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parseParams(solanaSignAllParams, params, method);
      const signed = await Promise.all(transactions.map((tx) => signSolanaTransaction(tx, keyPair)));
      return { transactions: signed.map((s) => s.transaction) };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction } = parseParams(solanaSignTransactionParams, params, method);
      const signed = await signSolanaTransaction(transaction, keyPair);
      await forward(requireRpcUrl(call.target), 'sendTransaction', [
        signed.transaction,
        { encoding: 'base64' },
      ]);
      return { signature: signed.signature };
    }
    default:
      throw new SiteError(400, `Method not supported by the dev secure site: ${method}`);
  }
}

/**
 * Answers an RPC request of the user (§6): a rejected method fails with 'Requested RPC call is not
 * allowed'; signing methods use the user's key; safe reads go to the chain.
 */
export async function answerRpc(call: RpcCall): Promise<unknown> {
  const kind = classifyRpcMethod(call.method);
  if (kind === 'rejected') throw new SiteError(400, SITE_MESSAGES.rpcCallNotAllowed);
  // What the approval refuses to show (it could not show it as it would be signed), the key refuses to sign.
  const refusal = kind === 'unsafe' ? readableRequest(call.method, call.params).refusal : undefined;
  if (refusal) throw new SiteError(400, refusal);
  return call.target.namespace === 'eip155' ? answerEvm(call) : answerSolana(call);
}
