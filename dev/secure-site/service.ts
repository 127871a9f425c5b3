/**
 * The secure site's rules, free of HTTP: email codes (6 digits, 10 min, 5 attempts), device approval
 * for a new device, sessions bound to a device, keys per user, signing, and the two-step email update.
 */
import { randomUUID } from 'node:crypto';
import type { FrameUser } from '../../domain/embedded/frameProtocol.ts';
import type { CodePurpose, CodeRow, KeyNamespace, MailKind, SiteStore, UserRow } from './db.ts';
import { SITE_MESSAGES, SiteError } from './errors.ts';
import { type FrameSiwxData, personalSignParams, siweTextFor } from './frame/signIn.ts';
import { newCode, newToken, type Secrets } from './secrets.ts';
import { SOCIAL_MESSAGES } from './social/messages.ts';
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
const DAY_MS = 24 * HOUR_MS;
/**
 * At most 30 mails (codes and device links, of any purpose) to one address in 24 hours, however they
 * are spread over the hours.
 */
export const MAILS_PER_ADDRESS_PER_DAY = 30;
/** At most 60 mails caused by requests from one IP address in an hour, whatever addresses they go to. */
export const MAILS_PER_IP_PER_HOUR = 60;
/**
 * How long a code's row outlives its expiry: the hourly cap still counts it until then ({@link
 * CODES_PER_HOUR} counts the codes expiring within the last hour's window). The sweep drops it after.
 */
export const CODE_ROW_KEPT_AFTER_EXPIRY_MS = HOUR_MS - CODE_TTL_MS;
/** How long a mail's row is kept: the per-address cap counts a day of mail. The sweep drops it after. */
export const MAIL_ROW_KEPT_MS = DAY_MS;
/** A device approval link lives 15 minutes. */
export const DEVICE_LINK_TTL_MS = 15 * 60 * 1000;
/** A session lives 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * GET_USER with a siwxMessage is signed with no prompt only within 2 minutes after the code that opened
 * the session (the modal asks at once after the login), and once per session.
 */
export const SIGN_IN_WINDOW_MS = 2 * 60 * 1000;

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

/** A sign-in of the login just made: who asks, for which host, written out for which account. */
export interface SignInRequest {
  caller: Caller;
  data: FrameSiwxData;
  hostOrigin: string;
  /** The account the message names and that signs it (the key's, or the smart account's). */
  address: string;
}

/**
 * GET_USER's sign-in (§3), for the key (SecureSiteService.signIn) or the smart account
 * (smartAccount/signIn.ts): refused unless the session's code was proven less than
 * {@link SIGN_IN_WINDOW_MS} ago and the session has not signed one yet; the text's own rules
 * (embedding site, no resources, capped expiry) are checked before the one sign-in is spent.
 */
export async function signInOnce(
  deps: { store: SiteStore; now: () => number },
  { caller, data, hostOrigin, address }: SignInRequest,
  sign: (message: string) => Promise<string>,
): Promise<{ message: string; signature: string }> {
  const { store, now } = deps;
  const session = store.session(caller.tokenHash);
  if (!session || now() - session.created_at > SIGN_IN_WINDOW_MS)
    throw new SiteError(403, SITE_MESSAGES.signInRefused);
  const message = siweTextFor(data, address, hostOrigin, now());
  if (!store.claimSignIn(caller.tokenHash, now())) throw new SiteError(403, SITE_MESSAGES.signInRefused);
  return { message, signature: await sign(message) };
}

/** Where to sign: the namespace and chain a request names. */
export interface ChainRef {
  chainNamespace?: string | undefined;
  chainId?: number | string | undefined;
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

  /** Mails `to`; `ip` is the address of the request that caused it (counted by the caps). */
  private mail(to: string, kind: MailKind, code: string | null, link: string | null, ip: string): void {
    this.deps.store.addMail({ to, kind, code, link, at: this.deps.now() }, ip);
    this.deps.log(`mail to ${to}: ${kind}${code ? ` code ${code}` : ''}${link ? ` link ${link}` : ''}`);
  }

  /**
   * The caps every mail passes before anything is stored: {@link MAILS_PER_IP_PER_HOUR} per requesting
   * IP, {@link MAILS_PER_ADDRESS_PER_DAY} per address. The same answer whether the address has an
   * account or not.
   */
  private checkMailCaps(to: string, ip: string): void {
    const { store, now } = this.deps;
    if (store.countMail({ ip, since: now() - HOUR_MS }) >= MAILS_PER_IP_PER_HOUR)
      throw new SiteError(429, SITE_MESSAGES.tooManyMailsFromIp);
    if (store.countMail({ to, since: now() - DAY_MS }) >= MAILS_PER_ADDRESS_PER_DAY)
      throw new SiteError(429, SITE_MESSAGES.tooManyCodes);
  }

  /**
   * Mails a new code (with `link` when given); a login code is bound to the device that asked for it
   * (`deviceHash`): only that device can try it, and another device's request does not spend it.
   */
  private sendCode(
    email: string,
    purpose: CodePurpose,
    kind: MailKind,
    ip: string,
    deviceHash: string | null = null,
    link: string | null = null,
  ): void {
    const { store, now } = this.deps;
    this.checkMailCaps(email, ip);
    if (store.countCodes(email, purpose, now() - HOUR_MS + CODE_TTL_MS) >= CODES_PER_HOUR) {
      throw new SiteError(429, SITE_MESSAGES.tooManyCodes);
    }
    const code = newCode();
    store.addCode(email, purpose, this.deps.secrets.hash(code), now() + CODE_TTL_MS, deviceHash);
    this.mail(email, kind, code, link, ip);
  }

  /**
   * Checks the live code of (email, purpose, device): returns it when `otp` matches (the caller spends
   * it); counts a failed attempt (and spends the code at the limit).
   */
  private checkCode(
    email: string,
    purpose: CodePurpose,
    otp: string,
    deviceHash: string | null = null,
  ): CodeRow {
    const { store, secrets, now } = this.deps;
    const code = store.liveCode(email, purpose, deviceHash);
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
    return code;
  }

  /** Makes the user of a proven address (keys made) and trusts the device that proved it. */
  private async createUser(email: string, deviceHash: string): Promise<UserRow> {
    const user = { id: randomUUID(), email, created_at: this.deps.now() };
    const keys = await Promise.all(
      (['eip155', 'solana'] as const).map(async (ns) => ({ ns, ...(await generateKey(ns)) })),
    );
    this.deps.store.transaction(() => {
      // Taken while the keys were made (e.g. by an email update): the code proved nothing for that user.
      if (this.deps.store.userByEmail(email)) throw new SiteError(409, SITE_MESSAGES.emailInUse);
      this.deps.store.addUser(user);
      this.deps.store.putDevice({
        user_id: user.id,
        device_hash: deviceHash,
        approved: 1,
        approve_token_hash: null,
        created_at: user.created_at,
        approve_expires_at: null,
      });
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
   * CONNECT_EMAIL: VERIFY_OTP and a code bound to this device, whether the address has an account or
   * not (the answer tells an asker nothing about the address). A new address gets no user and
   * no trusted device until the code is proven. A known address on a device it has not approved gets,
   * in the same mail, an approval link (valid {@link DEVICE_LINK_TTL_MS}): its code connects only once
   * the owner approved the device. CONNECT when this device already holds a live session of that user.
   * Every mail passes the caps. (VERIFY_DEVICE, which production answers there, names a known address.)
   */
  async startEmail(
    email: string,
    deviceSecret: string,
    caller: Caller | undefined,
    ip: string,
  ): Promise<'VERIFY_OTP' | 'CONNECT'> {
    const { store, secrets, now } = this.deps;
    const deviceHash = secrets.hash(deviceSecret);
    const user = store.userByEmail(email);
    if (user && caller && caller.user.id === user.id && caller.deviceHash === deviceHash) return 'CONNECT';
    const device = user && store.device(user.id, deviceHash);
    if (!user || device?.approved) {
      this.sendCode(email, 'login', 'otp', ip, deviceHash);
      return 'VERIFY_OTP';
    }
    const token = newToken();
    const link = `${this.deps.baseUrl()}/device/approve?token=${token}`;
    // The code first (it checks the caps), then the device it is bound to.
    this.sendCode(email, 'login', 'device', ip, deviceHash, link);
    store.putDevice({
      user_id: user.id,
      device_hash: deviceHash,
      approved: 0,
      approve_token_hash: secrets.hash(token),
      created_at: device?.created_at ?? now(),
      approve_expires_at: now() + DEVICE_LINK_TTL_MS,
    });
    return 'VERIFY_OTP';
  }

  /**
   * CONNECT_DEVICE, polled: once the link was approved, sends the code and answers true; else false,
   * for an unknown address too (the same answer as a known one).
   */
  connectDevice(email: string, deviceSecret: string, ip: string): boolean {
    const deviceHash = this.deps.secrets.hash(deviceSecret);
    const user = this.deps.store.userByEmail(email);
    if (!user || !this.deps.store.device(user.id, deviceHash)?.approved) return false;
    this.sendCode(email, 'login', 'otp', ip, deviceHash);
    return true;
  }

  /**
   * The approval link's pending device: `pending` with the address and when it was asked (the page
   * shows them beside its Approve button), `expired`, or `unknown` (never made, or used).
   */
  approvalOf(
    token: string,
  ):
    | { state: 'pending'; email: string; userId: string; deviceHash: string }
    | { state: 'expired' | 'unknown' } {
    const { store, secrets, now } = this.deps;
    const device = token ? store.deviceByApproveToken(secrets.hash(token)) : undefined;
    const user = device && store.userById(device.user_id);
    if (!device || device.approved || !user) return { state: 'unknown' };
    if (device.approve_expires_at === null || now() >= device.approve_expires_at) return { state: 'expired' };
    return { state: 'pending', email: user.email, userId: user.id, deviceHash: device.device_hash };
  }

  /** The form token of an approval link's page: POST /device/approve must carry it beside the link token. */
  approvalFormToken(token: string): string {
    return this.deps.secrets.hash(`device-approve-form:${token}`);
  }

  /** The Approve button (a POST): approves the device whose live link token it carries, with the form token. */
  approveDevice(token: string, formToken: string): 'approved' | 'expired' | 'unknown' | 'forbidden' {
    const approval = this.approvalOf(token);
    if (approval.state !== 'pending') return approval.state;
    if (!this.deps.secrets.matches(`device-approve-form:${token}`, formToken)) return 'forbidden';
    this.deps.store.approveDevice(approval.userId, approval.deviceHash);
    return 'approved';
  }

  /**
   * CONNECT_OTP: checks the code this device asked for (a device can try no other, so it spends no one
   * else's attempts; a wrong code gets 'Invalid code' whether the address has an account or not). A
   * right code of a known address on a device its owner has not approved yet is kept live and refused
   * with deviceNotApproved (only the mailbox's owner can get that far). Then a new address's user is
   * made (keys, this device trusted); opens a session and returns its token.
   */
  async verifyOtp(
    email: string,
    otp: string,
    deviceSecret: string,
  ): Promise<{ token: string; user: UserRow }> {
    const { store, secrets, now } = this.deps;
    const deviceHash = secrets.hash(deviceSecret);
    const known = store.userByEmail(email);
    const code = this.checkCode(email, 'login', otp, deviceHash);
    if (known && store.device(known.id, deviceHash)?.approved !== 1)
      throw new SiteError(403, SITE_MESSAGES.deviceNotApproved);
    store.spendCode(code.id);
    const user = known ?? (await this.createUser(email, deviceHash));
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

  /** SIGN_OUT: ends every session of the user, on every device. */
  signOut(caller: Caller): void {
    this.deps.store.deleteSessionsOfUser(caller.user.id);
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
    // A social or Farcaster user has no email (its users.email is an account key): §3 userName instead.
    const social = this.deps.store.socialIdentityOfUser(caller.user.id);
    return {
      email: social ? null : caller.user.email,
      ...(social ? { userName: social.user_name } : {}),
      address: row.address,
      chainId:
        typeof chainId === 'string' && /^eip155:\d+$/.test(chainId) ? Number(chainId.slice(7)) : chainId,
      accounts: [{ address: row.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    };
  }

  /**
   * The RPC URL for a chain: only the one the site was started with (`--chain`, `--solana`). An
   * `rpcUrl` the host page names is never used: it would let any page make this server POST anywhere
   * it can reach.
   */
  rpcUrlOf(namespace: KeyNamespace, ref: ChainRef): string | undefined {
    const reference = String(ref.chainId ?? '').replace(/^(eip155|solana):/, '');
    return namespace === 'eip155'
      ? this.deps.rpcUrls.get(`eip155:${reference}`)
      : this.deps.rpcUrls.get('solana');
  }

  /**
   * GET_USER with a siwxMessage (§3): the sign-in of the login just made, written out for the user's
   * eip155 key and signed with no prompt, under {@link signInOnce}'s rules.
   */
  async signIn(
    caller: Caller,
    data: FrameSiwxData,
    hostOrigin: string,
  ): Promise<{ message: string; signature: string }> {
    const key = this.keyOf(caller.user, 'eip155');
    return signInOnce(this.deps, { caller, data, hostOrigin, address: key.address }, async (message) => {
      const signature = await answerRpc({
        method: 'personal_sign',
        params: personalSignParams(message, key.address),
        target: { namespace: 'eip155', chainId: Number(data.chainId.split(':')[1]), rpcUrl: undefined },
        address: key.address,
        secret: key.secret,
      });
      if (typeof signature !== 'string') throw new SiteError(502, 'personal_sign: no signature');
      return signature;
    });
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
  startEmailUpdate(
    caller: Caller,
    newEmail: string,
    ip: string,
  ): 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' {
    if (this.deps.store.socialIdentityOfUser(caller.user.id))
      throw new SiteError(400, SOCIAL_MESSAGES.noEmailToUpdate);
    const other = this.deps.store.userByEmail(newEmail);
    if (other) throw new SiteError(409, SITE_MESSAGES.emailInUse);
    const update = this.deps.store.emailUpdate(caller.user.id);
    if (update?.stage === 'secondary' && update.new_email === newEmail) {
      this.deps.store.putEmailUpdate({ ...update, updated_at: this.deps.now() });
      this.sendCode(newEmail, 'update-secondary', 'update-secondary', ip);
      return 'VERIFY_SECONDARY_OTP';
    }
    this.deps.store.putEmailUpdate({
      user_id: caller.user.id,
      new_email: newEmail,
      stage: 'primary',
      updated_at: this.deps.now(),
    });
    this.sendCode(caller.user.email, 'update-primary', 'update-primary', ip);
    return 'VERIFY_PRIMARY_OTP';
  }

  /** UPDATE_EMAIL_PRIMARY_OTP: the current address's code; then a code to the new address. */
  verifyPrimary(caller: Caller, otp: string, ip: string): void {
    const update = this.deps.store.emailUpdate(caller.user.id);
    if (update?.stage !== 'primary') throw new SiteError(400, SITE_MESSAGES.noEmailUpdate);
    this.deps.store.spendCode(this.checkCode(caller.user.email, 'update-primary', otp).id);
    this.deps.store.putEmailUpdate({ ...update, stage: 'secondary', updated_at: this.deps.now() });
    this.sendCode(update.new_email, 'update-secondary', 'update-secondary', ip);
  }

  /**
   * UPDATE_EMAIL_SECONDARY_OTP: the new address's code; the email changes, the user's other sessions end
   * and the other devices are forgotten (they were trusted for the old address).
   */
  verifySecondary(caller: Caller, otp: string): string {
    const { store, now } = this.deps;
    const update = store.emailUpdate(caller.user.id);
    if (update?.stage !== 'secondary') throw new SiteError(400, SITE_MESSAGES.noEmailUpdate);
    store.spendCode(this.checkCode(update.new_email, 'update-secondary', otp).id);
    if (store.userByEmail(update.new_email)) throw new SiteError(409, SITE_MESSAGES.emailInUse);
    store.transaction(() => {
      store.setUserEmail(caller.user.id, update.new_email);
      store.putEmailUpdate({ ...update, stage: 'done', updated_at: now() });
      store.deleteSessionsOfUser(caller.user.id, caller.tokenHash);
      store.deleteDevicesOfUser(caller.user.id, caller.deviceHash);
    });
    return update.new_email;
  }

  /** The current email and whether an update is still pending (a look for tests and tools; the host polls GET_USER). */
  emailUpdateStatus(caller: Caller): { email: string; pending: boolean } {
    const user = this.deps.store.userById(caller.user.id) ?? caller.user;
    const update = this.deps.store.emailUpdate(caller.user.id);
    return { email: user.email, pending: update !== undefined && update.stage !== 'done' };
  }
}
