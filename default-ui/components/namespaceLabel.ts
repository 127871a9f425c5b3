const LABELS: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
};

/** How the modal names a chain namespace (§3), e.g. `eip155` → "EVM", `solana` → "Solana". */
export function namespaceLabel(namespace: string | undefined): string {
  if (!namespace) return '';
  return LABELS[namespace] ?? namespace.charAt(0).toUpperCase() + namespace.slice(1);
}
