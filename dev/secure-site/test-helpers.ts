/**
 * Helpers of the secure site's tests: a quiet site, an API client that calls it as the frame does, and a
 * signed-in user on local chains.
 */
import { randomBytes } from 'node:crypto';
import type { Address as SolanaAddress } from '@solana/kit';
import { createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { type RunningChains, startChains } from '../chain/server.ts';
import { type RunningSecureSite, type SecureSiteOptions, startSecureSite } from './server.ts';

/** A host origin the default allow-list accepts. */
export const HOST_ORIGIN = 'http://localhost:5173';
export const PROJECT = 'portico-dev-project';

/** A site on a free port with an in-memory database; log lines are collected. */
export async function startTestSite(
  options: SecureSiteOptions = {},
): Promise<RunningSecureSite & { lines: string[] }> {
  const lines: string[] = [];
  const site = await startSecureSite({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    log: (l) => lines.push(l),
    ...options,
  });
  return Object.assign(site, { lines });
}

/** An answer: status and JSON body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A device as the frame is one: its secret, its session token, its host origin. */
export class FrameClient {
  device = randomBytes(24).toString('base64url');
  token: string | undefined;

  constructor(
    readonly site: RunningSecureSite,
    readonly origin: string = HOST_ORIGIN,
    readonly projectId: string = PROJECT,
  ) {}

  async post<T = Record<string, unknown>>(
    path: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${this.site.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-project-id': this.projectId,
        'x-portico-origin': this.origin,
        'x-device': this.device,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** The mailbox of an address, newest last. */
  async mailbox(
    email: string,
  ): Promise<{ to: string; kind: string; code: string | null; link: string | null; at: number }[]> {
    const res = await fetch(`${this.site.url}/mailbox?email=${encodeURIComponent(email)}`);
    return ((await res.json()) as { messages: [] }).messages;
  }

  /** The newest code sent to an address. */
  async lastCode(email: string): Promise<string> {
    const code = (await this.mailbox(email)).at(-1)?.code;
    if (!code) throw new Error(`no code in the mailbox of ${email}`);
    return code;
  }

  /** Email start, code from the mailbox, verify: signed in on this device. */
  async signIn(email: string): Promise<void> {
    const start = await this.post('/api/email/start', { email });
    if (start.body.action !== 'VERIFY_OTP')
      throw new Error(`expected VERIFY_OTP, got ${JSON.stringify(start.body)}`);
    const verify = await this.post<{ token: string }>('/api/otp/verify', {
      email,
      otp: await this.lastCode(email),
    });
    if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`);
    this.token = verify.body.token;
  }

  /** RPC_REQUEST through the API: the result, or the error message. */
  async rpc(request: Record<string, unknown>): Promise<Answer<{ result?: unknown; message?: string }>> {
    return this.post('/api/rpc', request);
  }
}

/** A site wired to local chains, with one user signed in whose EVM and Solana wallets exist. */
export interface SignedInOnChains {
  chains: RunningChains;
  site: RunningSecureSite & { lines: string[] };
  frame: FrameClient;
  /** The anvil of chain 31337. */
  anvilUrl: string;
  evmAddress: Hex;
  solanaAddress: SolanaAddress;
  /** RPC_REQUEST on eip155:31337 as the frame sends it. */
  evm(method: string, params: unknown): ReturnType<FrameClient['rpc']>;
  /** RPC_REQUEST on the Solana stand-in as the frame sends it. */
  sol(method: string, params: unknown): ReturnType<FrameClient['rpc']>;
  close(): Promise<void>;
}

/** Starts anvil 31337 and the Solana stand-in, a site using them, and signs `email` in with both wallets. */
export async function startSignedInOnChains(email: string): Promise<SignedInOnChains> {
  const chains = await startChains({ basePort: 0, evmChainIds: [31337], quiet: true });
  let site: (RunningSecureSite & { lines: string[] }) | undefined;
  const close = async () => {
    await site?.close();
    await chains.close();
  };
  try {
    const [anvil] = chains.evm;
    if (!anvil) throw new Error('no anvil');
    site = await startTestSite({ chains: { 'eip155:31337': anvil.url }, solanaUrl: chains.solana.url });
    const frame = new FrameClient(site);
    await frame.signIn(email);
    const evmAddress = (await frame.post<{ address: Hex }>('/api/user', { chainId: 31337 })).body.address;
    const solanaAddress = (
      await frame.post<{ address: SolanaAddress }>('/api/user', {
        chainNamespace: 'solana',
        chainId: chains.solana.caip2Id,
      })
    ).body.address;
    return {
      chains,
      site,
      frame,
      anvilUrl: anvil.url,
      evmAddress,
      solanaAddress,
      evm: (method, params) => frame.rpc({ method, params, chainNamespace: 'eip155', chainId: 31337 }),
      sol: (method, params) =>
        frame.rpc({ method, params, chainNamespace: 'solana', chainId: chains.solana.caip2Id }),
      close,
    };
  } catch (err) {
    // A half-started setup would leave anvil running past the test run.
    await close();
    throw err;
  }
}

/** Sends `value` wei from the first anvil dev account to `to`, waits for it, and returns the chain's client. */
export async function fundFromDevAccount(anvilUrl: string, to: Hex, value: bigint) {
  const transport = http(anvilUrl);
  const publicClient = createPublicClient({ chain: foundry, transport });
  const funder = createWalletClient({
    account: privateKeyToAccount(EVM_ACCOUNTS[0]?.privateKey as Hex),
    chain: foundry,
    transport,
  });
  await publicClient.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to, value }) });
  return publicClient;
}
