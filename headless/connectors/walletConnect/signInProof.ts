/**
 * A one-click sign-in's proof (a CACAO) as the app keeps it: the chain and address of its issuer
 * (`did:pkh:eip155:<chain>:<address>`), the CAIP-122 message the wallet signed, rebuilt with the
 * sign-client's own formatter, and the signature.
 */
import { formatMessage } from '@walletconnect/utils';
import type { WalletConnectCacao } from './authenticate.ts';

/** A signed sign-in message of one chain. */
export interface SignInProofOf {
  readonly chainId: string;
  readonly address: string;
  readonly message: string;
  readonly signature: string;
}

/** The proof of `cacao`: issuer chain and address, the signed message and its signature. */
export function signInProof(cacao: WalletConnectCacao): SignInProofOf {
  const [, , namespace = '', reference = '', address = ''] = cacao.p.iss.split(':');
  return {
    chainId: `${namespace}:${reference}`,
    address,
    message: formatMessage(cacao.p, cacao.p.iss),
    signature: cacao.s.s,
  };
}
