/**
 * Have the connected wallet sign a sign-in message: `personal_sign` on eip155 (EIP-4361 text), the
 * Wallet Standard's 'solana:signMessage' on solana (the signature as base58, as Solana writes it).
 */
import { getBase58Decoder } from '@solana/kit';
import { stringToHex } from 'viem';
import { PorticoError } from '../../domain/errors.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';

type SignMessageFeature = {
  signMessage(
    ...inputs: { account: unknown; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
};

/** The wallet's signature of `message` for `address`; rejects as the wallet does. */
export async function signWithWallet(
  provider: Eip1193Provider | StandardWallet,
  address: string,
  message: string,
): Promise<string> {
  if ('request' in provider) {
    const signature = await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    });
    if (typeof signature !== 'string') throw PorticoError.of('failedToConnect');
    return signature;
  }
  const feature = provider.features['solana:signMessage'] as SignMessageFeature | undefined;
  const account = provider.accounts.find((candidate) => candidate.address === address);
  if (!feature || typeof feature.signMessage !== 'function' || !account)
    throw PorticoError.of('failedToConnect');
  const [signed] = await feature.signMessage({ account, message: new TextEncoder().encode(message) });
  if (!signed) throw PorticoError.of('failedToConnect');
  return getBase58Decoder().decode(signed.signature);
}
