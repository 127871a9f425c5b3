/** The arguments of `npm run dev:wallet` (main.ts), parsed and checked. */
import { parseArgs } from 'node:util';
import { DEFAULT_BASE_PORT } from '../../chain/chains.ts';
import { DEFAULT_RELAY_URL } from './config.ts';
import type { Policy } from './options.ts';

/** Usage text, printed on --help and after a bad flag. */
export const USAGE = `usage: dev:wallet --uri wc:… [--relay ws://…] [--policy approve|reject] [--chain-port N] [--account I]
       dev:wallet --serve [--port N] [--relay ws://…] [--chain-port N] [--account I] [--uri wc:…]
  --relay       the dev relay (default ${DEFAULT_RELAY_URL})
  --uri         a wc: URI to pair with; headless: pairs and answers until killed
  --policy      headless answers: approve (default) or reject
  --chain-port  dev:chain's first port: anvils on N and N+1, Solana on N+2 (default ${DEFAULT_BASE_PORT})
  --account     the funded dev account to use, 0-3 (default 0)
  --serve       serve the wallet web page instead (Vite) and print its URL
  --port        port of the page (default 0: a free one)`;

/** What the CLI was asked to do. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'headless'; relayUrl: string; uri: string; policy: Policy; chainPort: number; account: number }
  | { kind: 'serve'; relayUrl: string; uri?: string; port: number; chainPort: number; account: number };

const integer = (flag: string, text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined) return fallback;
  if (!/^\d{1,5}$/.test(text) || Number(text) > max)
    throw new Error(`--${flag}: not a number 0-${max}: ${text}`);
  return Number(text);
};

/** Parse argv (without node and the script); throws an Error naming the bad flag. */
export function parseCli(argv: readonly string[]): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      relay: { type: 'string' },
      uri: { type: 'string' },
      policy: { type: 'string' },
      'chain-port': { type: 'string' },
      account: { type: 'string' },
      serve: { type: 'boolean' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { kind: 'help' };
  const relayUrl = values.relay ?? DEFAULT_RELAY_URL;
  if (!/^wss?:\/\/\S+$/.test(relayUrl)) throw new Error(`--relay: not a ws:// URL: ${relayUrl}`);
  if (values.uri !== undefined && !values.uri.startsWith('wc:')) throw new Error('--uri: not a wc: URI');
  const chainPort = integer('chain-port', values['chain-port'], DEFAULT_BASE_PORT, 65533);
  const account = integer('account', values.account, 0, 3);
  if (values.serve) {
    if (values.policy !== undefined)
      throw new Error('--policy: headless only (the page has its own ?policy=)');
    const port = integer('port', values.port, 0, 65535);
    return { kind: 'serve', relayUrl, port, chainPort, account, ...(values.uri ? { uri: values.uri } : {}) };
  }
  if (values.port !== undefined) throw new Error('--port: only with --serve');
  if (values.uri === undefined) throw new Error('--uri is required (or --serve)');
  const policy = values.policy ?? 'approve';
  if (policy !== 'approve' && policy !== 'reject')
    throw new Error(`--policy: approve or reject, not ${policy}`);
  return { kind: 'headless', relayUrl, uri: values.uri, policy, chainPort, account };
}
