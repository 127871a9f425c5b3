/**
 * The name-service client (§3, §7): look a name up, the names of an address (reverse lookup), name
 * suggestions, registration, and the identity (name and avatar) of an address. Every call carries the
 * project id and the SDK type and version (the cloud client adds them); every answer is parsed with
 * zod. A failed call throws a `NameServiceError` whose message is the §8 text: the first reason's
 * description of the server's answer, else the call's fallback ('Error resolving name', 'Error
 * fetching name suggestions', 'Error fetching names for address', 'Error registering name {name}').
 *
 * §9: lookups (per name), reverse lookups and identities (per address) are kept 5 minutes, in this
 * client (one per modal); a registration forgets what was kept for its name and address, so the new
 * name shows at once. A name that is not registered is not kept: it may be registered any moment.
 */
import * as z from 'zod/mini';
import { ACCOUNT_NAME_ZONE } from '../../domain/accountName.ts';
import { CloudHttpError } from '../../domain/cloudErrors.ts';
import { NAME_SERVICE_CACHE_MS } from '../../domain/constants.ts';
import {
  errorRegisteringName,
  firstReasonDescription,
  MESSAGES,
  PorticoError,
  type PorticoErrorCode,
} from '../../domain/errors.ts';
import {
  type Identity,
  identitySchema,
  type NameSuggestion,
  nameSuggestionsSchema,
  type RegisteredName,
  registeredNameSchema,
  registerNameResponseSchema,
} from '../../domain/schemas/nameService.ts';
import type { CloudClient } from './cloudClient.ts';

/** The name-service API version the product calls (§7 `apiVersion`). */
const API_VERSION = 2;

export type { Identity, NameSuggestion, RegisteredName };

/** §3 registration payload: coin type, address, the signed message and its signature. */
export interface RegisterNameParameters {
  /** The name registered (for the §8 fallback text 'Error registering name {name}'). */
  name: string;
  coinType: number;
  address: string;
  message: string;
  signature: string;
}

/** A failed name-service call; `message` is the §8 text to show. */
export class NameServiceError extends PorticoError {
  /** The HTTP status when the server answered (404 for a name that is not registered). */
  readonly status: number | undefined;

  constructor(code: PorticoErrorCode, message: string, status: number | undefined, options?: ErrorOptions) {
    super(code, message, options);
    this.status = status;
  }
}

/** The name-service calls of one modal. */
export interface NameServiceClient {
  /** GET /v1/profile/account/{name}?apiVersion=2: the registered name (kept 5 minutes), or a 404 NameServiceError. */
  lookup(name: string, signal?: AbortSignal): Promise<RegisteredName>;
  /** GET /v1/profile/reverse/{address}?sender=&apiVersion=2: the address's names, kept 5 minutes. */
  reverseLookup(address: string, sender?: string): Promise<readonly RegisteredName[]>;
  /** GET /v1/profile/suggestions/{name}?zone=reown.id. */
  suggestions(name: string, signal?: AbortSignal): Promise<readonly NameSuggestion[]>;
  /** POST /v1/profile/account `{ coin_type, address, message, signature }`. */
  register(parameters: RegisterNameParameters): Promise<void>;
  /** GET /v1/identity/{address}: its name and avatar, kept 5 minutes. */
  identity(address: string, sender?: string): Promise<Identity>;
  /** Call `listener` with the address of each registration this client made; returns the unsubscribe. */
  onRegistered(listener: (address: string) => void): () => void;
}

export interface NameServiceOptions {
  /** The clock of the 5-minute caches (tests move it). */
  now?: () => number;
}

/** The §8 text of a failed call: the server's first reason, else the fallback. */
function failure(error: unknown, code: PorticoErrorCode, fallback: string): NameServiceError {
  if (error instanceof CloudHttpError) {
    return new NameServiceError(code, firstReasonDescription(error.body, fallback), error.status, {
      cause: error,
    });
  }
  return new NameServiceError(code, fallback, undefined, { cause: error });
}

/** A value kept for NAME_SERVICE_CACHE_MS, keyed by lower-case address. */
class AddressCache<T> {
  readonly #entries = new Map<string, { value: T; at: number }>();
  constructor(private readonly now: () => number) {}

  get(address: string): T | undefined {
    const entry = this.#entries.get(address.toLowerCase());
    if (!entry) return undefined;
    if (this.now() - entry.at < NAME_SERVICE_CACHE_MS) return entry.value;
    this.#entries.delete(address.toLowerCase());
    return undefined;
  }

  set(address: string, value: T): void {
    this.#entries.set(address.toLowerCase(), { value, at: this.now() });
  }

  forget(address: string): void {
    this.#entries.delete(address.toLowerCase());
  }
}

/** Create the name-service client of a modal over its cloud client. */
export function createNameService(cloud: CloudClient, options: NameServiceOptions = {}): NameServiceClient {
  const now = options.now ?? Date.now;
  const reverse = new AddressCache<readonly RegisteredName[]>(now);
  const identities = new AddressCache<Identity>(now);
  // Names are case-insensitive, as the cache's keys.
  const lookups = new AddressCache<RegisteredName>(now);
  /** Who hears of a registration: the profiles shown of that address read it again. */
  const registered = new Set<(address: string) => void>();

  return {
    async lookup(name, signal) {
      const kept = lookups.get(name);
      if (kept) return kept;
      try {
        const found = await cloud({
          path: `/v1/profile/account/${encodeURIComponent(name)}`,
          query: { apiVersion: API_VERSION },
          schema: registeredNameSchema,
          signal,
        });
        lookups.set(name, found);
        return found;
      } catch (error) {
        throw failure(error, 'errorResolvingName', MESSAGES.errorResolvingName);
      }
    },

    async reverseLookup(address, sender = address) {
      const kept = reverse.get(address);
      if (kept) return kept;
      try {
        const names = await cloud({
          path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
          query: { sender, apiVersion: API_VERSION },
          schema: z.array(registeredNameSchema),
        });
        reverse.set(address, names);
        return names;
      } catch (error) {
        throw failure(error, 'errorFetchingNamesForAddress', MESSAGES.errorFetchingNamesForAddress);
      }
    },

    async suggestions(name, signal) {
      try {
        const answer = await cloud({
          path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
          query: { zone: ACCOUNT_NAME_ZONE },
          schema: nameSuggestionsSchema,
          signal,
        });
        return answer.suggestions;
      } catch (error) {
        throw failure(error, 'errorFetchingNameSuggestions', MESSAGES.errorFetchingNameSuggestions);
      }
    },

    async register({ name, coinType, address, message, signature }) {
      let answer: z.infer<typeof registerNameResponseSchema>;
      try {
        answer = await cloud({
          method: 'POST',
          path: '/v1/profile/account',
          body: { coin_type: coinType, address, message, signature },
          schema: registerNameResponseSchema,
        });
      } catch (error) {
        throw failure(error, 'errorRegisteringName', errorRegisteringName(name));
      }
      if (!answer.success) {
        throw new NameServiceError('errorRegisteringName', errorRegisteringName(name), undefined);
      }
      // The address has a name now: what was kept about it is stale.
      reverse.forget(address);
      identities.forget(address);
      lookups.forget(name);
      for (const listener of registered) listener(address);
    },

    onRegistered(listener) {
      registered.add(listener);
      return () => registered.delete(listener);
    },

    async identity(address, sender = address) {
      const kept = identities.get(address);
      if (kept) return kept;
      try {
        const identity = await cloud({
          path: `/v1/identity/${encodeURIComponent(address)}`,
          query: { sender },
          schema: identitySchema,
        });
        identities.set(address, identity);
        return identity;
      } catch (error) {
        // §8 has no text of its own for the identity call; its answer is the names of an address.
        throw failure(error, 'errorFetchingNamesForAddress', MESSAGES.errorFetchingNamesForAddress);
      }
    },
  };
}
