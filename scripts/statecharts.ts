/**
 * Writes docs/statecharts/: one page per main flow, drawn from the machine that runs it
 * (scripts/statechartMermaid.ts), and an index. `npm run docs:statecharts`; `npm run docs` and
 * `npm run docs:build` run it before VitePress. The pages are generated, never committed
 * (.gitignore): drawing them takes about a second, so building them with the site costs less than a
 * test keeping committed copies fresh, and a stale diagram cannot be published.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { sendMachine } from '../machines/account/send.machine.ts';
import { connectionMachine } from '../machines/connection/connection.machine.ts';
import { walletsMachine } from '../machines/connection/wallets.machine.ts';
import { approvalMachine } from '../machines/embedded/approval.machine.ts';
import { emailLoginMachine } from '../machines/embedded/emailLogin.machine.ts';
import { embeddedFrameMachine } from '../machines/embedded/embeddedFrame.machine.ts';
import { socialLoginMachine } from '../machines/embedded/socialLogin.machine.ts';
import { modalMachine } from '../machines/modal/modal.machine.ts';
import { routerMachine } from '../machines/modal/router.machine.ts';
import { nameRegistrationMachine } from '../machines/names/nameRegistration.machine.ts';
import { networkMachine } from '../machines/network/network.machine.ts';
import { onRampMachine } from '../machines/onramp/onRamp.machine.ts';
import { pairingMachine } from '../machines/pairing/pairing.machine.ts';
import { accountSessionMachine } from '../machines/session/accountSession.machine.ts';
import { siwxMachine } from '../machines/siwx/siwx.machine.ts';
import { swapMachine } from '../machines/swap/swap.machine.ts';
import { mermaidOf, transitionTable } from './statechartMermaid.ts';

/** A flow's page: where its machine lives and what a reader should know before the diagram. */
type Flow = { slug: string; title: string; source: string; machine: AnyStateMachine; about: string };

const FLOWS: readonly Flow[] = [
  {
    slug: 'modal',
    title: 'Modal (root)',
    source: 'machines/modal/modal.machine.ts',
    machine: modalMachine,
    about:
      'The coordinator: it starts the long-lived children (router, notices, project configuration, wallet list, network), hears what each reports and decides who must know and what follows.',
  },
  {
    slug: 'router',
    title: 'Router',
    source: 'machines/modal/router.machine.ts',
    machine: routerMachine,
    about:
      'Whether the modal is open, the stack of views with its history, every open and close rule, and the 500 ms shake.',
  },
  {
    slug: 'account-session',
    title: 'Account session',
    source: 'machines/session/accountSession.machine.ts',
    machine: accountSessionMachine,
    about:
      'The time a wallet is connected: loaded with the first connect (or to restore a stored connection), parent of the connections, wallets, sign-in and the account data.',
  },
  {
    slug: 'connection',
    title: 'Connection',
    source: 'machines/connection/connection.machine.ts',
    machine: connectionMachine,
    about: 'One per chain namespace: disconnected, connecting, connected, and the cancellation rules.',
  },
  {
    slug: 'wallets',
    title: 'Wallets (multi-wallet)',
    source: 'machines/connection/wallets.machine.ts',
    machine: walletsMachine,
    about: "The visitor's connections (connected, active, disconnected) and switching between them.",
  },
  {
    slug: 'network',
    title: 'Network',
    source: 'machines/network/network.machine.ts',
    machine: networkMachine,
    about:
      'The active network per namespace and the switch flow: confirm, switch, add the chain when the wallet does not know it, and the unsupported-network state.',
  },
  {
    slug: 'pairing',
    title: 'Pairing',
    source: 'machines/pairing/pairing.machine.ts',
    machine: pairingMachine,
    about:
      'Connecting a mobile or remote wallet: check the relay, offer a pairing URI, refresh it before it expires, wait for the wallet.',
  },
  {
    slug: 'siwx',
    title: 'Sign in with the wallet',
    source: 'machines/siwx/siwx.machine.ts',
    machine: siwxMachine,
    about:
      'After a connection with no session: ask for the sign-in signature, store the session, ask again after a failure, and the cancel rules.',
  },
  {
    slug: 'embedded-frame',
    title: 'Embedded wallet frame',
    source: 'machines/embedded/embeddedFrame.machine.ts',
    machine: embeddedFrameMachine,
    about:
      "The secure frame's lifecycle (ready event plus 500 ms, 20 s to get ready) and every request asked of it, tracked by id until settled.",
  },
  {
    slug: 'email-login',
    title: 'Email login',
    source: 'machines/embedded/emailLogin.machine.ts',
    machine: emailLoginMachine,
    about:
      'Email, then the one-time code (or a device approval), then the embedded wallet connected; the 30 s cooldown.',
  },
  {
    slug: 'social-login',
    title: 'Social login',
    source: 'machines/embedded/socialLogin.machine.ts',
    machine: socialLoginMachine,
    about: "The secure site's popup for a social provider, its closed-check, and the redirect return.",
  },
  {
    slug: 'approval',
    title: 'Approval',
    source: 'machines/embedded/approval.machine.ts',
    machine: approvalMachine,
    about:
      "The embedded wallet's requests: safe ones pass, unsafe ones wait on ApproveTransaction, methods not allowed are refused.",
  },
  {
    slug: 'send',
    title: 'Send',
    source: 'machines/account/send.machine.ts',
    machine: sendMachine,
    about: 'Token, amount and receiver (an address or a name), the fee, review, send, then back to Account.',
  },
  {
    slug: 'swap',
    title: 'Swap',
    source: 'machines/swap/swap.machine.ts',
    machine: swapMachine,
    about: 'Tokens sold and bought, the amount, the quote, review, the approval when needed, and the swap.',
  },
  {
    slug: 'onramp',
    title: 'On-ramp',
    source: 'machines/onramp/onRamp.machine.ts',
    machine: onRampMachine,
    about: 'What to buy and with what, the amount, the quotes of the providers, and the hand-over to one.',
  },
  {
    slug: 'names',
    title: 'Account names',
    source: 'machines/names/nameRegistration.machine.ts',
    machine: nameRegistrationMachine,
    about: 'Typing a name, its availability and suggestions, signing the registration, and the success view.',
  },
];

const GENERATED =
  'Generated by `npm run docs:statecharts` from the machine object itself; edit the machine, not this page.';

function flowPage(flow: Flow): string {
  return [
    `# ${flow.title}`,
    '',
    flow.about,
    '',
    `Machine: \`${flow.source}\`. ${GENERATED}`,
    '',
    'Edges read `event [guard]`; `done(x)` and `error(x)` are the outcomes of the invoked actor `x`, `after NAME` a delay named after a product constant. Transitions of the machine as a whole, and those that stay in their state, are in the table below the diagram.',
    '',
    '```mermaid',
    mermaidOf(flow.machine),
    '```',
    '',
    '## Every transition',
    '',
    transitionTable(flow.machine),
    '',
  ].join('\n');
}

function indexPage(): string {
  return [
    '# Statecharts',
    '',
    'Every flow of Portico is an XState v5 statechart in `machines/`. These pages draw the main ones from the machines themselves, so what you see is what runs. To watch them live, see [Inspecting the statecharts](../guide/inspector).',
    '',
    GENERATED,
    '',
    '| Flow | What it does |',
    '| --- | --- |',
    ...FLOWS.map((flow) => `| [${flow.title}](./${flow.slug}) | ${flow.about} |`),
    '',
  ].join('\n');
}

/** Writes the pages into `dir` (emptied first, so a removed flow leaves no page behind). */
export function writeStatechartPages(dir: string): string[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.md'), indexPage());
  for (const flow of FLOWS) writeFileSync(join(dir, `${flow.slug}.md`), flowPage(flow));
  return ['index', ...FLOWS.map((flow) => flow.slug)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../docs/statecharts', import.meta.url));
  const pages = writeStatechartPages(dir);
  console.log(`docs/statecharts: ${pages.length} pages`);
}
