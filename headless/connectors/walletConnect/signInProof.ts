/**
 * A one-click sign-in's proofs (CACAOs) as the app keeps them, once Portico has checked them: each
 * answers the request sent (domain, nonce, URI, a requested chain) and its signature is the issuer's
 * over the CAIP-122 (SIWE) message rebuilt with the sign-client's own formatter: an EOA's checked in
 * the page with viem, a contract account's (ERC-1271, or ERC-6492 before deployment) through the chain.
 * The sign-client does not check proofs that come back inside a session proposal's answer.
 */
import { formatMessage } from '@walletconnect/utils';
import { type Hex, isAddress, verifyMessage } from 'viem';
import { PorticoError } from '../../../domain/errors.ts';
import type { AuthenticationRequest } from './authenticateParams.ts';
import type { WalletConnectSession } from './client.ts';

/** A signed CAIP-122 message (CACAO): header, payload (iss `did:pkh:eip155:<chain>:<address>`…), signature. */
export type WalletConnectCacao = NonNullable<WalletConnectSession['authentication']>[number];

/** A signed sign-in message of one chain. */
export interface SignInProofOf {
  readonly chainId: string;
  readonly address: string;
  readonly message: string;
  readonly signature: string;
}

/** Checks a contract account's signature through its chain (viem's `verifyMessage` action). */
export type VerifyOnChain = (proof: SignInProofOf) => Promise<boolean>;

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

/** Why `cacao` does not answer `request`, or undefined when it does. */
function mismatch(cacao: WalletConnectCacao, proof: SignInProofOf, request: AuthenticationRequest) {
  if (!request.chains.includes(proof.chainId)) return `chain ${proof.chainId} was not requested`;
  if (!isAddress(proof.address)) return `issuer ${cacao.p.iss} is not an eip155 account`;
  if (cacao.p.domain !== request.domain) return `domain ${cacao.p.domain} is not ${request.domain}`;
  if (cacao.p.nonce !== request.nonce) return 'the nonce is not the one sent';
  if (cacao.p.aud !== request.uri) return `URI ${cacao.p.aud} is not ${request.uri}`;
  return undefined;
}

async function signatureHolds(
  cacao: WalletConnectCacao,
  proof: SignInProofOf,
  onChain: VerifyOnChain | undefined,
): Promise<boolean> {
  if (cacao.s.t === 'eip191') {
    const signed = await verifyMessage({
      address: proof.address as Hex,
      message: proof.message,
      signature: proof.signature as Hex,
    }).catch(() => false);
    if (signed) return true;
  }
  // Not the key's signature: a contract account's, which only its chain can check.
  return onChain ? onChain(proof).catch(() => false) : false;
}

/**
 * The proofs of a one-click sign-in's session, each checked against `request`; none when the wallet
 * approved the plain session (the visitor is then asked to sign after connecting). Throws §8 'Signature
 * verification failed' (its cause says why) when any proof does not answer the request or verify.
 */
export async function verifySignInProofs(
  cacaos: readonly WalletConnectCacao[],
  request: AuthenticationRequest,
  onChain?: VerifyOnChain,
): Promise<SignInProofOf[]> {
  const proofs: SignInProofOf[] = [];
  for (const cacao of cacaos) {
    const proof = signInProof(cacao);
    const wrong = mismatch(cacao, proof, request);
    if (wrong) throw PorticoError.of('signatureVerificationFailed', { cause: new Error(wrong) });
    if (!(await signatureHolds(cacao, proof, onChain)))
      throw PorticoError.of('signatureVerificationFailed', {
        cause: new Error(`the signature of ${proof.chainId} is not ${proof.address}'s`),
      });
    proofs.push(proof);
  }
  return proofs;
}
