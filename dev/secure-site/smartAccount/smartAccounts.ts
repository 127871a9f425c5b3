/**
 * The user's smart account: a SimpleAccount v0.7 (dev/bundler/simpleAccount.ts) owned by the user's eip155
 * key, at the factory's counterfactual address (the same on every chain), deployed by its first user
 * operation. Enabled on the chains the site was given a bundler for. The account type the user prefers is
 * stored per user; GET_USER shows the preferred account's address.
 */
import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { FrameUser } from '../../../domain/embedded/frameProtocol.ts';
import { type Safe4337Account, toSafe4337Account } from '../../bundler/safeAccount.ts';
import type { PreferredAccountType, SiteStore } from '../db.ts';
import { SiteError } from '../errors.ts';
import type { Secrets } from '../secrets.ts';
import { SMART_ACCOUNT_MESSAGES } from './messages.ts';

/** What the smart accounts need from the site. */
export interface SmartAccountDeps {
  store: SiteStore;
  secrets: Secrets;
  now: () => number;
  /** Bundler URL per chain, `eip155:<id>` → URL: the chains where smart accounts are enabled. */
  bundlers: ReadonlyMap<string, string>;
  /** RPC URL per chain, `eip155:<id>` → URL (the site's own). */
  rpcUrls: ReadonlyMap<string, string>;
}

/** One chain with smart accounts: its viem chain and its two endpoints. */
export interface SmartAccountChain {
  chain: Chain;
  rpcUrl: string;
  bundlerUrl: string;
}

/** The EVM chain id of a request's `chainId` (number, `'1'` or `'eip155:1'`); undefined for another namespace. */
export function evmChainIdOf(chainId: number | string | undefined): number | undefined {
  if (typeof chainId === 'number') return chainId;
  const match = /^(?:eip155:)?(\d+)$/.exec(chainId ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The smart accounts of the site's users. */
export class SmartAccounts {
  // Counterfactual addresses never change for a key: read once from the factory.
  private readonly addresses = new Map<string, Address>();

  constructor(readonly deps: SmartAccountDeps) {}

  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chain ids with a bundler (and an RPC URL), ascending. */
  enabledNetworks(): number[] {
    return [...this.deps.bundlers.keys()]
      .filter((caip2) => this.deps.rpcUrls.has(caip2))
      .map((caip2) => Number(caip2.slice('eip155:'.length)))
      .sort((a, b) => a - b);
  }

  /** The chain's endpoints, or undefined when smart accounts are not enabled there. */
  chainOf(chainId: number): SmartAccountChain | undefined {
    const rpcUrl = this.deps.rpcUrls.get(`eip155:${chainId}`);
    const bundlerUrl = this.deps.bundlers.get(`eip155:${chainId}`);
    if (!rpcUrl || !bundlerUrl) return undefined;
    const chain = defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    return { chain, rpcUrl, bundlerUrl };
  }

  /** The chain's endpoints; a 400 'Smart accounts are not enabled on eip155:<id>' otherwise. */
  requireChain(chainId: number): SmartAccountChain {
    const found = this.chainOf(chainId);
    if (!found) throw new SiteError(400, SMART_ACCOUNT_MESSAGES.notEnabled(chainId));
    return found;
  }

  /** The user's eip155 key (it stays in this process) and its address. */
  private ownerOf(userId: string) {
    const row = this.deps.store.key(userId, 'eip155');
    if (!row) throw new SiteError(404, 'no eip155 key for this user');
    return privateKeyToAccount(this.deps.secrets.decrypt(row.sealed_secret, `${userId}:eip155`) as Hex);
  }

  /** The user's smart account on a chain where smart accounts are enabled, ready to sign user operations. */
  async accountOn(userId: string, chainId: number) {
    const target = this.requireChain(chainId);
    const client = createPublicClient({ chain: target.chain, transport: http(target.rpcUrl) });
    const account: Safe4337Account = await toSafe4337Account({ client, owner: this.ownerOf(userId) });
    return { account, client, ...target };
  }

  /** The smart account's address (the same on every chain); undefined when no chain has smart accounts. */
  async addressOf(userId: string): Promise<Address | undefined> {
    const cached = this.addresses.get(userId);
    if (cached) return cached;
    const [chainId] = this.enabledNetworks();
    if (chainId === undefined) return undefined;
    const address = await (await this.accountOn(userId, chainId)).account.getAddress();
    this.addresses.set(userId, address);
    return address;
  }

  /** Whether the smart account has code on the chain. */
  async isDeployed(userId: string, chainId: number): Promise<boolean> {
    const { account } = await this.accountOn(userId, chainId);
    return account.isDeployed();
  }

  /** INIT_SMART_ACCOUNT: the smart account on the current chain, and whether it is deployed there. */
  async init(userId: string, chainId: number): Promise<{ address: Address; isDeployed: boolean }> {
    const { account } = await this.accountOn(userId, chainId);
    return { address: await account.getAddress(), isDeployed: await account.isDeployed() };
  }

  /** The stored preference (the EOA until the user picks the smart account). */
  preferredType(userId: string): PreferredAccountType {
    return this.deps.store.preferredAccountType(userId) ?? 'eoa';
  }

  /** Whether the user's request comes from the smart account: named by `from`, else the preferred one. */
  async usesSmartAccount(userId: string, chainId: number, from: string | undefined): Promise<boolean> {
    if (!this.chainOf(chainId)) return false;
    if (from === undefined) return this.preferredType(userId) === 'smartAccount';
    const address = await this.addressOf(userId);
    return address !== undefined && sameAddress(address, from);
  }

  /**
   * SET_PREFERRED_ACCOUNT: stores the type and answers the address of that account; the smart account
   * only where smart accounts are enabled (the current chain).
   */
  async setPreferred(
    userId: string,
    type: PreferredAccountType,
    chainId: number,
  ): Promise<{ type: PreferredAccountType; address: Address }> {
    const address =
      type === 'smartAccount'
        ? (await this.accountOn(userId, chainId)).account.address
        : this.ownerOf(userId).address;
    this.deps.store.setPreferredAccountType(userId, type);
    return { type, address };
  }

  /**
   * GET_USER on an EVM chain: both accounts, the preferred one's address, and whether the smart account
   * is deployed on that chain. On a chain without smart accounts the user is the EOA whatever the preference.
   */
  async withAccounts(userId: string, chainId: number | undefined, user: FrameUser): Promise<FrameUser> {
    const smart = chainId === undefined ? undefined : this.chainOf(chainId);
    const address = await this.addressOf(userId);
    if (!smart || chainId === undefined || !address) return user;
    const preferred = this.preferredType(userId);
    return {
      ...user,
      address: preferred === 'smartAccount' ? address : user.address,
      accounts: [
        { address: user.address, type: 'eoa' },
        { address, type: 'smartAccount' },
      ],
      preferredAccountType: preferred,
      smartAccountDeployed: await this.isDeployed(userId, chainId),
    };
  }
}

/** Address equality that never throws on a malformed one. */
export function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address);
  } catch {
    return false;
  }
}
