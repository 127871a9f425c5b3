/** `npm run demo`: start every local service and the demo app, print the URLs, stop all on Ctrl-C. */
import { parseArgs } from 'node:util';
import { parseChainFlag } from '../dev/cloud/indexer/indexer.ts';
import { startDemo } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    'cloud-port': { type: 'string', default: '8788' },
    'chain-port': { type: 'string', default: '8545' },
    'relay-port': { type: 'string', default: '8789' },
    'secure-site-port': { type: 'string', default: '8790' },
    chain: { type: 'string', multiple: true },
  },
});

const demo = await startDemo({
  port: Number(values.port),
  cloudPort: Number(values['cloud-port']),
  chainPort: Number(values['chain-port']),
  relayPort: Number(values['relay-port']),
  dbPath: '.dev-data/cloud.sqlite',
  secureSitePort: Number(values['secure-site-port']),
  secureSiteDbPath: '.dev-data/secure-site.sqlite',
  // More EVM chains to index, `--chain eip155:N=http://host:port`; the demo's own are always indexed.
  indexChains: (values.chain ?? []).map(parseChainFlag),
  // A real ERC-4337 bundler (Alto) per local EVM chain: the embedded wallet's smart accounts.
  smartAccounts: true,
});

console.log(`
Portico demo
  default modal   ${demo.url}
  custom modal    ${demo.customUrl}   (built on the hooks alone)
  sign-in demo    ${demo.signinUrl}   (one-click sign-in: pairing signs a message per chain)
  siwx demo       ${demo.siwxUrl}     (required sign-in, verified and kept by the cloud)
  no framework    ${demo.vanillaUrl}  (no React in its code: the actions, and the modal as custom elements)
  dev cloud API   ${demo.cloudUrl}
  local chains    ${demo.chains.evm.map((chain) => `${chain.caip2Id} ${chain.url}`).join(', ')}, ${demo.chains.solana.caip2Id} ${demo.chains.solana.url}
  relay           ${demo.relay.url}
  bundlers        ${demo.bundlers.map((bundler) => `${bundler.caip2Id} ${bundler.url}`).join(', ')}   (Alto, ERC-4337 v0.7)
  secure site     ${demo.secureSiteUrl}   (mailbox: ${demo.secureSiteUrl}/mailbox)
  pairing wallet  ${demo.walletUrl}   (paste the demo's pairing URI here)
  test wallet     installed in the demo pages (Portico Test Wallet, development only; ?testWallet=approve|reject|hang)
Press Ctrl-C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await demo.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
