/**
 * Namespace rules of the signing protocol (§5 approve and update, §6 "only methods, events and chains
 * approved in the session namespaces may be used"). Namespaces are keyed by namespace (`eip155`) or by
 * one chain (`eip155:1`); both forms are read the same way here.
 */
import { caipNetworkIdOfAddress, parseCaipNetworkId } from '../caip.ts';
import { isPorticoError } from '../errors.ts';
import { fail, firstFailure, PASS, type ProtocolCheck, protocolError } from './result.ts';
import type { Namespace, Namespaces, ProposalNamespace, ProposalNamespaces } from './schemas.ts';

/** What a namespace grants (or a proposal asks for): its chains, methods and events. */
export interface Grant {
  readonly chains: ReadonlySet<string>;
  readonly methods: ReadonlySet<string>;
  readonly events: ReadonlySet<string>;
}

/** The namespace name of a key: `eip155` for both `eip155` and `eip155:1`. */
export function namespaceName(key: string): string {
  return key.split(':')[0] ?? key;
}

/** The chains a key names itself (`eip155:1`), else the namespace's own `chains`. */
function keyChains(key: string, chains: readonly string[] | undefined): string[] {
  return key.includes(':') ? [key] : [...(chains ?? [])];
}

/** The chains of an approved namespace: its chains, plus the chains of its accounts. */
export function approvedChains(key: string, namespace: Namespace): string[] {
  const fromAccounts = namespace.accounts.flatMap((account) => {
    try {
      return [caipNetworkIdOfAddress(account)];
    } catch {
      return [];
    }
  });
  return [...new Set([...keyChains(key, namespace.chains), ...fromAccounts])];
}

/** What each namespace name grants, merged over its keys (`eip155` and `eip155:1` add up). */
function grantsOf(
  entries: ReadonlyArray<readonly [string, ProposalNamespace]>,
  chainsOf: (key: string, namespace: ProposalNamespace) => string[],
): Map<string, Grant> {
  const grants = new Map<string, { chains: Set<string>; methods: Set<string>; events: Set<string> }>();
  for (const [key, namespace] of entries) {
    const name = namespaceName(key);
    const grant = grants.get(name) ?? { chains: new Set(), methods: new Set(), events: new Set() };
    for (const chain of chainsOf(key, namespace)) grant.chains.add(chain);
    for (const method of namespace.methods) grant.methods.add(method);
    for (const event of namespace.events) grant.events.add(event);
    grants.set(name, grant);
  }
  return grants;
}

/** What approved (session) namespaces grant, per namespace name. */
export function approvedGrants(namespaces: Namespaces): Map<string, Grant> {
  return grantsOf(Object.entries(namespaces), (key, namespace) =>
    approvedChains(key, namespace as Namespace),
  );
}

/** What a proposal asks for, per namespace name. */
export function requiredGrants(namespaces: ProposalNamespaces): Map<string, Grant> {
  return grantsOf(Object.entries(namespaces), (key, namespace) => keyChains(key, namespace.chains));
}

/**
 * §5 approve: the approved namespaces are well formed. Chains are CAIP-2 ('Invalid CAIP-2 network id')
 * of the namespace they sit in; accounts are CAIP-10 ('Invalid CAIP Address', 'Invalid CAIP-10
 * address') on an approved chain.
 */
export function checkNamespacesWellFormed(namespaces: Namespaces, context: string): ProtocolCheck {
  for (const [key, namespace] of Object.entries(namespaces)) {
    const chains = keyChains(key, namespace.chains);
    for (const chain of chains) {
      const parsed = parseSafely(() => parseCaipNetworkId(chain));
      if (!parsed.ok) return parsed;
      if (namespaceName(chain) !== namespaceName(key)) {
        return fail(protocolError.missingOrInvalid(`${context} namespaces: ${chain} is not in ${key}`));
      }
    }
    for (const account of namespace.accounts) {
      const parsed = parseSafely(() => caipNetworkIdOfAddress(account));
      if (!parsed.ok) return parsed;
      const chain = caipNetworkIdOfAddress(account);
      const onApprovedChain =
        chains.length === 0 ? namespaceName(chain) === namespaceName(key) : chains.includes(chain);
      if (!onApprovedChain) {
        return fail(
          protocolError.missingOrInvalid(
            `${context} namespaces: account ${account} is not on an approved chain`,
          ),
        );
      }
    }
  }
  return PASS;
}

/**
 * §5 approve: "namespaces satisfy required ones": every required namespace is approved, with every
 * required chain, method and event.
 */
export function checkSatisfiesRequired(
  required: ProposalNamespaces,
  approved: Namespaces,
  context: string,
): ProtocolCheck {
  const grants = approvedGrants(approved);
  for (const [name, asked] of requiredGrants(required)) {
    const granted = grants.get(name);
    const missing =
      (label: string, items: ReadonlySet<string>, have: ReadonlySet<string> | undefined) => () => {
        const item = [...items].find((wanted) => !have?.has(wanted));
        return item === undefined
          ? PASS
          : fail(
              protocolError.missingOrInvalid(`${context} namespaces: required ${label} ${item} not approved`),
            );
      };
    const result = firstFailure(
      () =>
        granted
          ? PASS
          : fail(
              protocolError.missingOrInvalid(
                `${context} namespaces: required namespace ${name} not approved`,
              ),
            ),
      missing('chain', asked.chains, granted?.chains),
      missing('method', asked.methods, granted?.methods),
      missing('event', asked.events, granted?.events),
    );
    if (!result.ok) return result;
  }
  return PASS;
}

/** §5 approve: "scoped properties a subset of approved namespaces" (keyed by namespace or chain). */
export function checkScopedProperties(
  scoped: Readonly<Record<string, unknown>> | undefined,
  approved: Namespaces,
  context: string,
): ProtocolCheck {
  const grants = approvedGrants(approved);
  const chains = new Set([...grants.values()].flatMap((grant) => [...grant.chains]));
  const outside = Object.keys(scoped ?? {}).find((key) => !grants.has(key) && !chains.has(key));
  return outside === undefined
    ? PASS
    : fail(
        protocolError.missingOrInvalid(
          `${context} scopedProperties: ${outside} is not an approved namespace`,
        ),
      );
}

/** §5 "Session properties need a value for every key": no undefined, null or empty text. */
export function checkSessionProperties(
  properties: Readonly<Record<string, unknown>> | undefined,
  context: string,
): ProtocolCheck {
  const empty = Object.entries(properties ?? {}).find(
    ([, value]) => value === undefined || value === null || value === '',
  );
  return empty === undefined
    ? PASS
    : fail(protocolError.missingOrInvalid(`${context} sessionProperties: ${empty[0]} has no value`.trim()));
}

/** Runs a domain parser that throws a PorticoError, as a check that keeps the parser's text. */
function parseSafely(parse: () => unknown): ProtocolCheck {
  try {
    parse();
    return PASS;
  } catch (error) {
    if (isPorticoError(error)) return fail(error);
    throw error;
  }
}
