/**
 * The secure site's rules, free of HTTP: email codes (6 digits, 10 min, 5 attempts), device approval
 * for a new device, sessions bound to a device, keys per user, signing, and the two-step email update.
 */
import { randomUUID } from 'node:crypto';
import type { FrameUser } from '../../domain/embedded/frameProtocol.ts';
import type { CodePurpose, KeyNamespace, MailKind, SiteStore, UserRow } from './db.ts';
import { SITE_MESSAGES, SiteError } from './errors.ts';
import { newCode, newToken, type Secrets } from './secrets.ts';
import { answerRpc, generateKey } from './wallet.ts';

/** A code lives 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** A code allows 5 attempts; the fifth wrong one spends it. */
export const CODE_MAX_ATTEMPTS = 5;
/**
 * At most 10 codes per address and purpose in an hour: with 5 attempts each, a guesser gets 50 tries an
 * hour at a million codes.
 */
export const CODES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** A session lives 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the service needs from its host. */
export interface ServiceDeps {
  store: SiteStore;
  secrets: Secrets;
  now: () => number;
  /** The site's own base URL, for the device approval link. */
  baseUrl: () => string;
  /** Where each code is logged. */
  log: (line: string) => void;
  /** RPC URL per chain: `eip155:31337` → URL, `solana` → URL of the Solana stand-in. */
  rpcUrls: ReadonlyMap<string, string>;
}

/** A signed-in caller: the user and the device (hashed) the session belongs to. */
export interface Caller {
  user: UserRow;
  deviceHash: string;
  tokenHash: string;
}

/** Where to sign: the namespace and chain a request names. */
export interface ChainRef {
  chainNamespace?: string | undefined;
  chainId?: number | string | undefined;
  rpcUrl?: string | undefined;
}

function isLoopbackUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
}

/** The namespace of a chain reference: eip155 for numbers and numeric strings, else solana. */
export function namespaceOf(ref: ChainRef): KeyNamespace {
  if (ref.chainNamespace === 'eip155' || ref.chainNamespace === 'solana') return ref.chainNamespace;
  const id = ref.chainId;
  if (id === undefined || typeof id === 'number' || /^(eip155:)?\d+$/.test(id)) return 'eip155';
  return 'solana';
}

/** The secure site's service. */
export class SecureSiteService {
  constructor(private readonly deps: ServiceDeps) {}

  private mail(to: string, kind: MailKind, code: string | null, link: string | null): void {
    this.deps.store.addMail({ to, kind, code, link, at: this.deps.now() });
    this.deps.log(`mail to ${to}: ${kind}${code ? ` code ${code}` : ''}${link ? ` link ${link}` : ''}`);
  }

  private sendCode(email: string, purpose: CodePurpose, kind: MailKind): void {
    const { store, now } = this.deps;
    if (store.countCodes(email, purpose, now() - HOUR_MS + CODE_TTL_MS) >= CODES_PER_HOUR) {
      throw new SiteError(429, SITE_MESSAGES.tooManyCodes);
    }
    const code = newCode();
    this.deps.store.addCode(email, purpose, this.deps.secrets.hash(code), this.deps.now() + CODE_TTL_MS);
    this.mail(email, kind, code, null);
  }

  /** Checks a code: spends it on success; counts the attempt (and spends it at the limit) on failure. */
  private checkCode(email: string, purpose: CodePurpose, otp: string): void {
    const { store, secrets, now } = this.deps;
    const code = store.liveCode(email, purpose);
    if (!code) throw new SiteError(400, SITE_MESSAGES.noCode);
    if (now() >= code.expires_at) {
      store.spendCode(code.id);
      throw new SiteError(410, SITE_MESSAGES.codeExpired);
    }
    if (!secrets.matches(otp, code.code_hash)) {
      const attempts = code.attempts + 1;
      store.failCode(code.id, attempts >= CODE_MAX_ATTEMPTS);
      throw new SiteError(
        attempts >= CODE_MAX_ATTEMPTS ? 429 : 400,
        attempts >= CODE_MAX_ATTEMPTS ? SITE_MESSAGES.tooManyAttempts : SITE_MESSAGES.invalidCode,
      );
    }
    store.spendCode(code.id);
  }

  private async createUser(email: string): Promise<UserRow> {
    const user = { id: randomUUID(), email, created_at: this.deps.now() };
    const keys = await Promise.all(
      (['eip155', 'solana'] as const).map(async (ns) => ({ ns, ...(await generateKey(ns)) })),
    );
    this.deps.store.transaction(() => {
      this.deps.store.addUser(user);
      for (const key of keys) {
        this.deps.store.addKey({
          user_id: user.id,
          namespace: key.ns,
          address: key.address,
          sealed_secret: this.deps.secrets.encrypt(key.secret, `${user.id}:${key.ns}`),
        });
      }
    });
    return user;
  }

  /**
   * CONNECT_EMAIL: a new address gets a user (keys made, this device trusted) and a code → VERIFY_OTP;
   * a known address on a trusted device gets a code → VERIFY_OTP, or CONNECT when this device already
   * holds a live session of that user; a known address on a new device gets an approval link →
   * VERIFY_DEVICE.
   */
  async startEmail(
    email: string,
    deviceSecret: string,
    caller: Caller | undefined,
  ): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'> {
    const { store, secrets, now } = this.deps;
    const deviceHash = secrets.hash(deviceSecret);
    let user = store.userByEmail(email);
    if (!user) {
      user = await this.createUser(email);
      store.putDevice({
        user_id: user.id,
        device_hash: deviceHash,
        approved: 1,
        approve_token_hash: null,
        created_at: now(),
      });
      this.sendCode(email, 'login', 'otp');
      return 'VERIFY_OTP';
    }
    if (caller && caller.user.id === user.id && caller.deviceHash === deviceHash) return 'CONNECT';
    const device = store.device(user.id, deviceHash);
    if (device?.approved) {
      this.sendCode(email, 'login', 'otp');
      return 'VERIFY_OTP';
    }
    const token = newToken();
    store.putDevice({
      user_id: user.id,
      device_hash: deviceHash,
      approved: 0,
      approve_token_hash: secrets.hash(token),
      created_at: now(),
    });
    this.mail(email, 'device', null, `${this.deps.baseUrl()}/device/approve?token=${token}`);
    return 'VERIFY_DEVICE';
  }

  /** CONNECT_DEVICE, polled: once the link was opened, sends the code and answers true. */
  connectDevice(email: string, deviceSecret: string): boolean {
    const user = this.deps.store.userByEmail(email);
    if (!user) throw new SiteError(400, SITE_MESSAGES.deviceNotApproved);
    const device = this.deps.store.device(user.id, this.deps.secrets.hash(deviceSecret));
    if (!device?.approved) return false;
    this.sendCode(email, 'login', 'otp');
    return true;
  }

  /** The approval link: approves the device whose token it carries. */
  approveDevice(token: string): boolean {
    return this.deps.store.approveDevice(this.deps.secrets.hash(token)) !== undefined;
  }

  /** CONNECT_OTP: checks the code; on this (approved) device, opens a session and returns its token. */
  verifyOtp(email: string, otp: string, deviceSecret: string): { token: string; user: UserRow } {
    const { store, secrets, now } = this.deps;
    const user = store.userByEmail(email);
    if (!user) throw new SiteError(400, SITE_MESSAGES.noCode);
    this.checkCode(email, 'login', otp);
    const deviceHash = secrets.hash(deviceSecret);
    if (!store.device(user.id, deviceHash)?.approved)
      throw new SiteError(403, SITE_MESSAGES.deviceNotApproved);
    const token = newToken();
    store.addSession({
      token_hash: secrets.hash(token),
      user_id: user.id,
      device_hash: deviceHash,
      created_at: now(),
      expires_at: now() + SESSION_TTL_MS,
    });
    return { token, user };
  }

  /** The caller of a session token on a device, or undefined (unknown, expired or another device's). */
  caller(token: string | undefined, deviceSecret: string | undefined): Caller | undefined {
    if (!token || !deviceSecret) return undefined;
    const { store, secrets, now } = this.deps;
    const tokenHash = secrets.hash(token);
    const session = store.session(tokenHash);
    if (!session) return undefined;
    if (now() >= session.expires_at) {
      store.deleteSession(tokenHash);
      return undefined;
    }
    if (!secrets.matches(deviceSecret, session.device_hash)) return undefined;
    const user = store.userById(session.user_id);
    return user ? { user, deviceHash: session.device_hash, tokenHash } : undefined;
  }

  signOut(caller: Caller): void {
    this.deps.store.deleteSession(caller.tokenHash);
  }

  private keyOf(user: UserRow, namespace: KeyNamespace): { address: string; secret: string } {
    const row = this.deps.store.key(user.id, namespace);
    if (!row) throw new SiteError(404, `no ${namespace} key for this user`);
    return {
      address: row.address,
      secret: this.deps.secrets.decrypt(row.sealed_secret, `${user.id}:${namespace}`),
    };
  }

  /** §3 user payload for the chain asked (eip155 by default). */
  user(caller: Caller, ref: ChainRef): FrameUser {
    const namespace = namespaceOf(ref);
    const row = this.deps.store.key(caller.user.id, namespace);
    if (!row) throw new SiteError(404, `no ${namespace} key for this user`);
    const chainId = ref.chainId ?? 1;
    return {
      email: caller.user.email,
      address: row.address,
      chainId:
        typeof chainId === 'string' && /^eip155:\d+$/.test(chainId) ? Number(chainId.slice(7)) : chainId,
      accounts: [{ address: row.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    };
  }

  /** The RPC URL for a chain: the configured one, else a loopback URL the request names. */
  private rpcUrlOf(namespace: KeyNamespace, ref: ChainRef): string | undefined {
    const reference = String(ref.chainId ?? '').replace(/^(eip155|solana):/, '');
    const configured =
      namespace === 'eip155' ? this.deps.rpcUrls.get(`eip155:${reference}`) : this.deps.rpcUrls.get('solana');
    if (configured) return configured;
    return ref.rpcUrl && isLoopbackUrl(ref.rpcUrl) ? ref.rpcUrl : undefined;
  }

  /** RPC_REQUEST: signs with the user's key or passes a safe read to the chain. */
  async rpc(caller: Caller, request: ChainRef & { method: string; params?: unknown }): Promise<unknown> {
    const namespace = namespaceOf(request);
    const key = this.keyOf(caller.user, namespace);
    const reference = String(request.chainId ?? '').replace(/^(eip155|solana):/, '');
    return answerRpc({
      method: request.method,
      params: request.params,
      target: {
        namespace,
        chainId: namespace === 'eip155' ? Number(reference || 1) : reference,
        rpcUrl: this.rpcUrlOf(namespace, request),
      },
      address: key.address,
      secret: key.secret,
    });
  }

  /**
   * UPDATE_EMAIL: a code to the current address first. Asked again for the same address once the
   * current one was verified (a resend), only the new address's code is sent again.
   */
  startEmailUpdate(caller: Caller, newEmail: string): 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' {
    const other = this.deps.store.userByEmail(newEmail);
    if (other) throw new SiteError(409, SITE_MESSAGES.emailInUse);
    const update = this.deps.store.emailUpdate(caller.user.id);
    if (update?.stage === 'secondary' && update.new_email === newEmail) {
      this.deps.store.putEmailUpdate({ ...update, updated_at: this.deps.now() });
      this.sendCode(newEmail, 'update-secondary', 'update-secondary');
      return 'VERIFY_SECONDARY_OTP';
    }
    this.deps.store.putEmailUpdate({
      user_id: caller.user.id,
      new_email: newEmail,
      stage: 'primary',
      updated_at: this.deps.now(),
    });
    this.sendCode(caller.user.email, 'update-primary', 'update-primary');
    return 'VERIFY_PRIMARY_OTP';
  }

  /** UPDATE_EMAIL_PRIMARY_OTP: the current address's code; then a code to the new address. */
  verifyPrimary(caller: Caller, otp: string): void {
    const update = this.deps.store.emailUpdate(caller.user.id);
    if (update?.stage !== 'primary') throw new SiteError(400, SITE_MESSAGES.noEmailUpdate);
    this.checkCode(caller.user.email, 'update-primary', otp);
    this.deps.store.putEmailUpdate({ ...update, stage: 'secondary', updated_at: this.deps.now() });
    this.sendCode(update.new_email, 'update-secondary', 'update-secondary');
  }

  /** UPDATE_EMAIL_SECONDARY_OTP: the new address's code; the email changes. */
  verifySecondary(caller: Caller, otp: string): string {
    const { store, now } = this.deps;
    const update = store.emailUpdate(caller.user.id);
    if (update?.stage !== 'secondary') throw new SiteError(400, SITE_MESSAGES.noEmailUpdate);
    this.checkCode(update.new_email, 'update-secondary', otp);
    if (store.userByEmail(update.new_email)) throw new SiteError(409, SITE_MESSAGES.emailInUse);
    store.transaction(() => {
      store.setUserEmail(caller.user.id, update.new_email);
      store.putEmailUpdate({ ...update, stage: 'done', updated_at: now() });
    });
    return update.new_email;
  }

  /** AWAIT_UPDATE_EMAIL, polled: the current email and whether an update is still pending. */
  emailUpdateStatus(caller: Caller): { email: string; pending: boolean } {
    const user = this.deps.store.userById(caller.user.id) ?? caller.user;
    const update = this.deps.store.emailUpdate(caller.user.id);
    return { email: user.email, pending: update !== undefined && update.stage !== 'done' };
  }
}
