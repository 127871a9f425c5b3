/**
 * The viem chains behind the §3 eip155 networks, in the spec's order. Chain 999 is viem's `hyperEvm`
 * (HyperEVM); the only testnet the spec's list implies is Sepolia. Imported only by the generator and
 * the test that keeps the generated registry equal to viem's list: the chain objects carry formatters
 * and serializers (OP stack, zkSync) that would weigh on the engine's first load.
 */
import {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  hyperEvm,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
  zora,
} from 'viem/chains';

export const EVM_CHAIN_SOURCES = [
  mainnet,
  sepolia,
  optimism,
  arbitrum,
  polygon,
  celo,
  aurora,
  bsc,
  avalanche,
  zksync,
  gnosis,
  base,
  zora,
  hyperEvm,
] as const;
