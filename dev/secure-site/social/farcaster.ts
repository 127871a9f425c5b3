/**
 * The Farcaster stand-in: GET_FARCASTER_URI opens a channel bound to the device, host origin and
 * project, whose sign-in page the person opens in another tab and approves (or rejects) as a Farcaster
 * username; CONNECT_FARCASTER polls it. A channel is approved once, logs in its own device once, and
 * expires after {@link FARCASTER_CHANNEL_TTL_MS}.
 */
import type { SiteStore } from '../db.ts';
import { SiteError } from '../errors.ts';
import { FARCASTER_CHANNELS_PER_IP, LOGIN_STORE_TOTAL } from '../limits.ts';
import type { Secrets } from '../secrets.ts';
import { openSocialSession } from './accounts.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import { OneTimeStore } from './oneTimeStore.ts';
import { subjectOf, usernameSchema } from './providers.ts';
import type { LoginBinding } from './socialLogin.ts';

/** A channel lives 5 minutes. */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60 * 1000;
/** The provider name Farcaster users are kept under. */
export const FARCASTER_PROVIDER = 'farcaster';

interface Channel extends LoginBinding {
  decision: { kind: 'pending' } | { kind: 'approved'; username: string } | { kind: 'rejected' };
}

/** What the sign-in page shows for a channel. */
export type ChannelView = 'pending' | 'approved' | 'rejected' | 'expired' | 'unknown';

/** What CONNECT_FARCASTER's poll answers. */
export type ChannelStatus = { status: 'pending' } | { status: 'approved'; token: string };

/** The Farcaster sign-in channels. */
export class FarcasterSignIn {
  private readonly channels: OneTimeStore<Channel>;
  /** The newest channel each device opened, for a poll that names none. */
  private readonly newestOfDevice = new Map<string, string>();

  constructor(
    private readonly deps: {
      store: SiteStore;
      secrets: Secrets;
      now: () => number;
      baseUrl: () => string;
    },
  ) {
    this.channels = new OneTimeStore({
      secrets: deps.secrets,
      now: deps.now,
      ttlMs: FARCASTER_CHANNEL_TTL_MS,
      limits: {
        perClient: FARCASTER_CHANNELS_PER_IP,
        total: LOGIN_STORE_TOTAL,
        message: SOCIAL_MESSAGES.tooManyFarcaster,
      },
    });
  }

  /**
   * Drops expired channels, and each device's pointer to a channel that is gone (the pointers are as
   * many as the channels once were: without this they grew with every device that ever asked).
   */
  sweep(): number {
    const dropped = this.channels.sweep();
    for (const [device, channel] of this.newestOfDevice)
      if (!this.channels.holds(channel)) this.newestOfDevice.delete(device);
    return dropped;
  }

  /** Channels held, and devices pointing at one (for tests of the bounds). */
  get size(): { channels: number; devices: number } {
    return { channels: this.channels.size, devices: this.newestOfDevice.size };
  }

  /**
   * GET_FARCASTER_URI: a new channel and its sign-in page's URL. `client` (the requesting IP) may hold
   * {@link FARCASTER_CHANNELS_PER_IP} live channels (else 429).
   */
  start(binding: LoginBinding, client: string): { url: string; channel: string } {
    this.sweep();
    const channel = this.channels.issue({ ...binding, decision: { kind: 'pending' } }, client);
    this.newestOfDevice.set(binding.deviceHash, channel);
    const url = new URL(`${this.deps.baseUrl()}/farcaster/sign-in`);
    url.searchParams.set('channel', channel);
    return { url: url.href, channel };
  }

  /** The sign-in page's view of a channel, and the host origin that asks (the page names it). */
  view(channel: string): { view: ChannelView; hostOrigin?: string } {
    const found = this.channels.peek(channel);
    if (found.state !== 'live') return { view: found.state };
    return { view: found.value.decision.kind, hostOrigin: found.value.hostOrigin };
  }

  /** The sign-in page's form token: the POST must carry it (a form on another site cannot know it). */
  formToken(channel: string): string {
    return this.deps.secrets.hash(`farcaster-sign-in:${channel}`);
  }

  /** Approve (as `username`) or Reject, once, on a live pending channel; answers the page's new view. */
  decide(channel: string, formToken: string, decision: 'approve' | 'reject', username: string): ChannelView {
    const found = this.channels.peek(channel);
    if (found.state !== 'live') return found.state;
    if (found.value.decision.kind !== 'pending') return 'unknown';
    if (!this.deps.secrets.matches(`farcaster-sign-in:${channel}`, formToken))
      throw new SiteError(403, SOCIAL_MESSAGES.farcasterForbidden);
    if (decision === 'reject') {
      this.channels.update(channel, { ...found.value, decision: { kind: 'rejected' } });
      return 'rejected';
    }
    const name = usernameSchema.safeParse(username);
    if (!name.success) throw new SiteError(400, `username: ${name.error.issues[0]?.message ?? 'invalid'}`);
    this.channels.update(channel, { ...found.value, decision: { kind: 'approved', username: name.data } });
    return 'approved';
  }

  /**
   * CONNECT_FARCASTER's poll: pending, or (once) the session of the approved username. Only the
   * device, host origin and project that opened the channel may poll it; a rejected, expired, used or
   * unknown channel is an error.
   */
  async status(binding: LoginBinding, named: string | undefined): Promise<ChannelStatus> {
    const channel = named ?? this.newestOfDevice.get(binding.deviceHash) ?? '';
    const found = channel ? this.channels.peek(channel) : ({ state: 'unknown' } as const);
    if (found.state === 'expired') throw new SiteError(410, SOCIAL_MESSAGES.farcasterExpired);
    if (found.state !== 'live') throw new SiteError(404, SOCIAL_MESSAGES.farcasterNotValid);
    const open = found.value;
    if (
      open.deviceHash !== binding.deviceHash ||
      open.hostOrigin !== binding.hostOrigin ||
      open.projectId !== binding.projectId
    )
      throw new SiteError(403, SOCIAL_MESSAGES.farcasterOtherDevice);
    if (open.decision.kind === 'pending') return { status: 'pending' };
    this.channels.spend(channel);
    this.newestOfDevice.delete(binding.deviceHash);
    if (open.decision.kind === 'rejected') throw new SiteError(403, SOCIAL_MESSAGES.farcasterRejected);
    const { username } = open.decision;
    const { token } = await openSocialSession(
      this.deps,
      { provider: FARCASTER_PROVIDER, subject: subjectOf(username), userName: username },
      binding.deviceHash,
    );
    return { status: 'approved', token };
  }
}
