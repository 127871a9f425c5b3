import * as z from 'zod/mini';
import { inspectModeNeedsEntry, MESSAGES } from '../domain/errors.ts';
import { featuresSchema } from '../domain/schemas/features.ts';
import type { SiwxConfig } from '../domain/siwx.ts';
import { PRODUCTION_ENDPOINTS } from './endpoints.ts';
import type { InspectOption } from './inspect.ts';

/**
 * The host developer's options for `createModal`, parsed with zod so a bad option fails at once with
 * a message that names the field. zod/mini keeps this on the initial load path at a few KiB.
 */

const stringList = z.array(z.string());
const url = z.url();

const metadataSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  url: url,
  icons: z._default(z.array(url), []),
});

const endpointsSchema = z.partial(
  z.object({
    api: url,
    rpc: url,
    blockchainApi: url,
    pulse: url,
    relay: url,
    secureSite: url,
  }),
);

const caipNetworkIdSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, MESSAGES.invalidCaip2NetworkId));

/**
 * A network the built-in registry does not know (a local or private chain), given whole (§3 Network).
 * Networks the registry knows may be named by their CAIP-2 id alone.
 */
const customNetworkSchema = z.object({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(url).check(z.minLength(1)) }),
    chainDefault: z.optional(z.object({ http: z.array(url) })),
  }),
  testnet: z._default(z.boolean(), false),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: url }) })),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
});

/** A network of the app: a CAIP-2 id of the built-in registry, or a whole network object. */
export type NetworkOption = string | z.output<typeof customNetworkSchema>;

/**
 * The `inspect` option: off, the console, a function, or an inspector object whose `inspect` is a
 * function or an observer (the shape of @statelyai/inspect's inspectors). Its optional `stop` is left
 * to the type: this check runs before the button shows, so it stays small.
 */
const inspectSchema = z.custom<InspectOption>(
  (value) => {
    // Object() reads any value's fields: none for null or undefined, a wrapper's for a string.
    const { inspect } = Object(value) as { inspect?: unknown };
    return (
      value === false ||
      value === 'console' ||
      typeof value === 'function' ||
      typeof inspect === 'function' ||
      typeof (Object(inspect) as { next?: unknown }).next === 'function'
    );
  },
  {
    // The modes that need @statelyai/inspect (only `portico/inspect` imports it) get the fix; any
    // other value gets the usual 'invalid value'.
    error: ({ input }) =>
      input === 'websocket' || input === 'stately' ? inspectModeNeedsEntry(input) : undefined,
  },
);

/**
 * Sign in with the wallet (§5 `siwx`; the legacy `siweConfig` takes the same shape). Today it turns on
 * pairing's one-click sign-in (eip155 apps); the sign-in statechart builds on the same option.
 */
const signInSchema = z.object({
  /** The statement of the sign-in message. */
  statement: z.optional(z.string()),
  /** Whether the visitor must be signed in to use the app (the modal cannot be closed before). */
  required: z.optional(z.boolean()),
  /**
   * Keep sessions on the cloud API (`endpoints.api`, with the project id): it issues each nonce,
   * verifies the signature (contract accounts included) and can revoke; the page keeps only session ids.
   * Default false: sessions verified and kept in the page.
   */
  server: z.optional(z.boolean()),
});

/** The `siwx` (and `siweConfig`) option given as settings of the local implementation. */
export type SignInConfig = z.output<typeof signInSchema>;

/** Either a whole sign-in implementation (a server's, say), or the local one's settings. */
const siwxOptionSchema = z.union([
  z.custom<SiwxConfig>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Partial<SiwxConfig>).createMessage === 'function',
  ),
  signInSchema,
]);

export const modalOptionsSchema = z.object({
  /** Required by every cloud call; a missing one raises the PROJECT_ID_NOT_CONFIGURED alert (§5). */
  projectId: z.optional(z.string()),
  /**
   * The networks the app supports, the first is the default: CAIP-2 ids of the built-in registry
   * (viem's chains and the three Solana networks), or whole network objects for other chains.
   */
  networks: z._default(z.array(z.union([caipNetworkIdSchema, customNetworkSchema])), ['eip155:1']),
  /** The network the modal starts on (a CAIP-2 id among `networks`); the first network if unset. */
  defaultNetwork: z.optional(z.string()),
  metadata: z.optional(metadataSchema),
  features: z._default(featuresSchema, {}),
  /** §1: basic mode disables email, socials, swaps, onramp, activity, branding and multi-wallet. */
  basic: z._default(z.boolean(), false),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  /**
   * The default UI's language, a BCP 47 tag ('de', 'pt-BR', 'ar'); unset, the browser's
   * `navigator.languages`. Unsupported languages fall back to English.
   */
  locale: z.optional(z.string().check(z.minLength(1))),
  themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
  /** §2: alerts show their short message only in debug mode. */
  debug: z._default(z.boolean(), false),
  /**
   * How long the embedded wallet's frame may take to be ready (§9: 20 s, the default). Tests of a
   * frame that never loads set a short one; production leaves it alone.
   */
  embeddedWalletReadyTimeoutMs: z.optional(z.int().check(z.positive())),
  /** Embedded mode renders the modal inline, never appended to the body (§2). */
  embedded: z._default(z.boolean(), false),
  /** §2: the modal element is appended to the page body unless this is false. */
  appendToBody: z._default(z.boolean(), true),
  featuredWalletIds: z._default(stringList, []),
  includeWalletIds: z._default(stringList, []),
  excludeWalletIds: z._default(stringList, []),
  endpoints: z._default(endpointsSchema, {}),
  /** Analytics stays off until the host turns it on (no analytics before consent). */
  enableAnalytics: z._default(z.boolean(), true),
  /** Let visitors stay on a network the app does not list instead of the unsupported-chain UI (§4). */
  allowUnsupportedChain: z._default(z.boolean(), false),
  /**
   * Nothing is asked of an outside host (the project configuration, the wallet directory) until the
   * visitor shows intent: hovers or focuses the Connect button, or opens the modal. `true` starts
   * those calls as soon as the engine has loaded instead.
   */
  prefetch: z._default(z.boolean(), false),
  /** §4: on load, existing connections are synced when reconnect is on, otherwise disconnected. */
  enableReconnect: z._default(z.boolean(), true),
  /**
   * Social login (§7): 'popup' shows the provider's page in a 600×800 popup opened in the click;
   * 'redirect' sends the page itself there (messaging mini-apps, whose webviews have no popups): it
   * returns with `result_uri`, connects, and removes it from the address (§2).
   */
  socialLoginMode: z._default(z.enum(['popup', 'redirect']), 'popup'),
  /** Sign-in: a SIWE config or a SIWX config, never both (§5). */
  siweConfig: z.optional(siwxOptionSchema),
  siwx: z.optional(siwxOptionSchema),
  /**
   * How pairing wallets' origins are verified: 'service' uses the signing protocol's verify service
   * (production); 'offline' answers at once with UNKNOWN, for local relays with no internet.
   */
  walletConnectVerify: z._default(z.enum(['service', 'offline']), 'service'),
  /**
   * §9 the account type each namespace connects with, where the host wants another than the default
   * (eip155 smartAccount, solana eoa, bip122 payment, polkadot eoa); the visitor's own choice wins.
   */
  defaultAccountTypes: z._default(
    z.partialRecord(
      z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']),
      z.enum(['eoa', 'smartAccount', 'payment']),
    ),
    {},
  ),
  /**
   * Opt-in statechart inspection (headless/inspect.ts): 'console' logs every actor event and a
   * function receives them, both offline; an inspector object (`portico/inspect`'s
   * `statelyInspector()` or `webSocketInspector()`, or @statelyai/inspect's own) gets them too.
   */
  inspect: z._default(inspectSchema, false),
});

/**
 * The options of `createModal`. `projectId` is required by the type (every cloud call needs one); a
 * page without one still loads and shows the PROJECT_ID_NOT_CONFIGURED alert (§5).
 */
export type ModalOptionsInput = Omit<z.input<typeof modalOptionsSchema>, 'projectId'> & {
  /** The project id from the cloud dashboard (see README, "Endpoints"). */
  projectId: string;
};
export type ModalOptions = z.output<typeof modalOptionsSchema> & {
  endpoints: { [K in keyof typeof PRODUCTION_ENDPOINTS]: string };
};

/** Thrown by `createModal` for options it cannot use; the message names every bad field. */
export class InvalidOptionsError extends Error {
  override name = 'InvalidOptionsError';
}

/** zod/mini's own message for any issue: ours, below, are more precise. */
const BARE_MESSAGE = 'Invalid input';

function describeIssue(issue: z.core.$ZodIssue, parentPath: readonly PropertyKey[] = []): string {
  const fullPath = [...parentPath, ...issue.path];
  const path = fullPath.length ? fullPath.map(String).join('.') : '(options)';
  // A union (a network id or object; `false` or a provider list): say what failed in the option the
  // host meant, the branch that went deepest before failing, not just that no branch matched.
  if (issue.code === 'invalid_union') {
    const deepest = issue.errors
      .flat()
      .reduce<z.core.$ZodIssue | undefined>(
        (best, candidate) => (!best || candidate.path.length > best.path.length ? candidate : best),
        undefined,
      );
    if (deepest && deepest.path.length > 0) return describeIssue(deepest, fullPath);
  }
  if (issue.message !== BARE_MESSAGE) return `${path}: ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type':
      return `${path}: expected ${issue.expected}`;
    case 'invalid_value':
      return `${path}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return `${path}: expected a valid ${issue.format}`;
    case 'too_small':
      return `${path}: too short`;
    case 'invalid_union':
      return `${path}: not an accepted value`;
    default:
      return `${path}: invalid value`;
  }
}

/**
 * Parse the host's options: fill defaults (production endpoints included) and throw an
 * InvalidOptionsError naming each bad field. Setting both `siweConfig` and `siwx` is refused (§5).
 */
export function parseModalOptions(input: ModalOptionsInput): ModalOptions {
  const known = parsed.get(input);
  if (known) return known;
  // The bare message for every issue our schemas don't word themselves, whatever locale a host's own
  // zod (the classic build installs English globally) has configured: the wording is describeIssue's.
  const result = modalOptionsSchema.safeParse(input, { error: () => BARE_MESSAGE });
  if (!result.success) {
    throw new InvalidOptionsError(
      `Invalid Portico options: ${result.error.issues.map((issue) => describeIssue(issue)).join('; ')}`,
    );
  }
  const options = { ...result.data, endpoints: { ...PRODUCTION_ENDPOINTS, ...result.data.endpoints } };
  parsed.set(input, options);
  return options;
}

/**
 * Parsing is pure, so the same input object gives the same options: the background load parses them
 * in a task of its own and the engine, starting in the next, reuses them.
 */
const parsed = new WeakMap<ModalOptionsInput, ModalOptions>();
