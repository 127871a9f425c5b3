/** Helpers of the secure site's tests: a quiet site, and an API client that calls it as the frame does. */
import { randomBytes } from 'node:crypto';
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
