/**
 * The send flow's rules (§3 Send state, §4 Send flow, §5 Send, §6 send on eip155 and solana): what
 * must be filled in, and the transfer request built from it. On eip155 the network's native currency
 * is sent as a plain value transfer and any other token as an ERC-20 `transfer(receiver, amount)` call
 * to its contract; on solana only SOL is sent.
 *
 * Amounts are decimal strings turned into the token's smallest unit by exact string arithmetic
 * (viem's parseUnits), never through a float.
 */
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
  parseUnits,
} from 'viem';
import { isSolanaAddress } from '../addresses.ts';
import { type CaipAddress, type CaipNetworkId, parseCaipAddress } from '../caip.ts';
import { coinTypeFromChainId, isValidEvmChainId } from '../coinType.ts';
import { failureOf, failureOfError, PorticoError, type PorticoFailure } from '../errors.ts';
import { isFeatureSupported } from '../namespaceFeatures.ts';
import { assertSendInput } from '../sendInput.ts';
import type { TokenBalance } from './tokenBalances.ts';

/** The connected account a send goes from. */
export interface SendAccount {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
}

/** §3 Send state as the flow fills it in (the receiver's profile name and image come with names). */
export interface SendDraft {
  token: TokenBalance | undefined;
  sendTokenAmount: string | undefined;
  receiverAddress: string | undefined;
}

/** What the wallet is asked to do, ready for eth_sendTransaction or a Solana transfer. */
export type TransferRequest =
  | {
      namespace: 'eip155';
      /** 'native': value to the receiver; 'erc20': a `transfer` call to the token's contract. */
      kind: 'native' | 'erc20';
      caipNetworkId: CaipNetworkId;
      chainId: number;
      from: Address;
      /** The receiver (native) or the token's contract (erc20). */
      to: Address;
      /** Wei sent along, a decimal integer string ('0' for erc20). */
      value: string;
      /** '0x' (native) or the encoded `transfer(receiver, amount)`. */
      data: Hex;
      receiver: Address;
      /** The amount in the token's smallest unit, a decimal integer string. */
      amount: string;
      symbol: string;
    }
  | {
      namespace: 'solana';
      kind: 'native';
      caipNetworkId: CaipNetworkId;
      from: string;
      receiver: string;
      /** Lamports, a decimal integer string. */
      amount: string;
      symbol: string;
    };

/**
 * The placeholder addresses the balance API gives a network's native currency (when it gives one at
 * all): EIP-7528's 0xeee…e on eip155 and So11…111 for SOL on solana. Wrapped SOL
 * (So11…112) is an SPL token, not SOL, so it is not among them.
 */
const EVM_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const SOLANA_NATIVE_TOKEN_ADDRESS = 'So11111111111111111111111111111111111111111';

/** A positive decimal number as typed: digits with at most one point ('0.5', '.5', '10.'). */
const AMOUNT_SYNTAX = /^(?:\d+\.?\d*|\.\d+)$/;

/** The token's own address: the last part of a CAIP-10 address, or the plain address. */
function tokenAddressOf(token: TokenBalance): string | undefined {
  if (!token.address) return undefined;
  return token.address.split(':').at(-1);
}

/** Whether the token is its network's native currency (ETH on Ethereum, SOL on Solana). */
export function isNativeToken(token: TokenBalance): boolean {
  const address = tokenAddressOf(token);
  // EVM addresses compare case-insensitively (checksums); base58 ones are case-sensitive.
  return (
    address === undefined ||
    address.toLowerCase() === EVM_NATIVE_TOKEN_ADDRESS ||
    address === SOLANA_NATIVE_TOKEN_ADDRESS
  );
}

/** The amount in the token's smallest unit; 'Invalid amount' unless positive with at most `decimals` decimals. */
export function toSmallestUnit(amount: string, decimals: number): bigint {
  const text = amount.trim();
  const fraction = text.split('.')[1] ?? '';
  if (
    !AMOUNT_SYNTAX.test(text) ||
    !Number.isSafeInteger(decimals) ||
    decimals < 0 ||
    fraction.length > decimals
  ) {
    throw PorticoError.of('invalidAmount');
  }
  const units = parseUnits(text.endsWith('.') ? text.slice(0, -1) : text, decimals);
  if (units <= 0n) throw PorticoError.of('invalidAmount');
  return units;
}

/** A checksummed EVM address; 'Invalid EVM address' for anything else, a wrong checksum included. */
function evmAddress(value: string): Address {
  const prefixed = value.trim().startsWith('0x') ? value.trim() : `0x${value.trim()}`;
  if (!isAddress(prefixed)) throw PorticoError.of('invalidEvmAddress');
  return getAddress(prefixed);
}

/**
 * The transfer the draft asks for, from `account`. Throws a PorticoError with the §5 text:
 * 'An amount and receiver address are required', then 'A token is required'; then Portico's own
 * checks: 'Chain is not supported' (§6: send is for eip155 and solana), a token of another network or
 * an SPL token on solana ('This token cannot be sent on the connected network'), 'Invalid EVM address'
 * / 'Invalid Solana address' for the receiver, 'Invalid amount'.
 */
export function buildTransfer(draft: SendDraft, account: SendAccount): TransferRequest {
  assertSendInput(draft);
  const { token, sendTokenAmount, receiverAddress } = draft;
  const { chainNamespace, chainId, address: from } = parseCaipAddress(account.caipAddress);
  if (!isFeatureSupported('send', chainNamespace)) throw PorticoError.of('chainNotSupported');
  if (token.chainId !== account.caipNetworkId) throw PorticoError.of('sendTokenNotSupported');
  const decimals = Number(token.quantity.decimals);

  if (chainNamespace === 'solana') {
    if (!isNativeToken(token)) throw PorticoError.of('sendTokenNotSupported');
    const receiver = receiverAddress.trim();
    if (!isSolanaAddress(receiver)) throw PorticoError.of('invalidSolanaAddress');
    return {
      namespace: 'solana',
      kind: 'native',
      caipNetworkId: account.caipNetworkId,
      from,
      receiver,
      amount: toSmallestUnit(sendTokenAmount, decimals).toString(),
      symbol: token.symbol,
    };
  }

  const receiver = evmAddress(receiverAddress);
  const amount = toSmallestUnit(sendTokenAmount, decimals);
  const common = {
    namespace: 'eip155' as const,
    caipNetworkId: account.caipNetworkId,
    chainId: Number(chainId),
    from: evmAddress(from),
    receiver,
    amount: amount.toString(),
    symbol: token.symbol,
  };
  if (isNativeToken(token)) {
    return { ...common, kind: 'native', to: receiver, value: amount.toString(), data: '0x' };
  }
  const contract = tokenAddressOf(token) ?? '';
  return {
    ...common,
    kind: 'erc20',
    to: evmAddress(contract),
    value: '0',
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
  };
}

/** A name as a receiver is typed: dot-separated labels of letters, digits or hyphens ('alice.reown.id'). */
const NAME_SYNTAX = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/**
 * The name the receiver was typed as, to be resolved to an address (§6: names are for eip155), or
 * undefined when it is to be read as an address.
 */
export function receiverNameOf(draft: SendDraft, account: SendAccount | undefined): string | undefined {
  const receiver = draft.receiverAddress?.trim();
  if (!receiver || !account || !NAME_SYNTAX.test(receiver)) return undefined;
  return isFeatureSupported('names', parseCaipAddress(account.caipAddress).chainNamespace)
    ? receiver
    : undefined;
}

/**
 * The address a name holds for the account's chain: its entry under the chain's coin type (§5: chain
 * id with the flag 0x80000000), or undefined when it has none there.
 */
export function nameAddressOn(
  addresses: Readonly<Record<string, { readonly address: string }>>,
  caipNetworkId: CaipNetworkId,
): string | undefined {
  const [namespace, reference] = caipNetworkId.split(':');
  if (namespace !== 'eip155') return undefined;
  const chainId = Number(reference);
  if (!isValidEvmChainId(chainId)) return undefined;
  return addresses[String(coinTypeFromChainId(chainId))]?.address;
}

/**
 * What is wrong with a draft (its code and §5 or Portico's text), or undefined when it can be sent. A
 * receiver typed as a name is checked by resolving it, so the rest of the draft is checked here as if
 * it were a valid address (the sender's own).
 */
export function sendDraftFailure(
  draft: SendDraft,
  account: SendAccount | undefined,
): PorticoFailure | undefined {
  if (!account) return failureOf('noActiveCaipAddress');
  const checked = receiverNameOf(draft, account)
    ? { ...draft, receiverAddress: parseCaipAddress(account.caipAddress).address }
    : draft;
  try {
    buildTransfer(checked, account);
    return undefined;
  } catch (error) {
    if (error instanceof PorticoError) return failureOfError(error);
    throw error;
  }
}
