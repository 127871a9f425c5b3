/**
 * The embedded wallet (§1 connector type AUTH) over the secure site's frame (headless/frame/): the
 * email login's requests, the connection (connect = the frame's user after the code, restore on
 * reload = IS_CONNECTED then GET_USER, disconnect = SIGN_OUT capped at 3 s by the frame statechart),
 * and an EIP-1193 provider whose requests go to the frame as RPC_REQUEST (§3 RPC request wrapper:
 * chainNamespace, chainId, rpcUrl); on solana a Wallet Standard wallet over the same frame
 * (embeddedSolanaWallet.ts) with the user's Solana key. Loaded on demand by authConnector.ts.
 */
import type { ChainNamespace } from '../../../domain/caip.ts';
import { formatCaipNetworkId } from '../../../domain/caip.ts';
import { AUTH_CONNECTOR_ID } from '../../../domain/constants.ts';
import type {
  EMAIL_UPDATE_ACTIONS,
  EmailConnectAction,
  FrameUser,
} from '../../../domain/embedded/frameProtocol.ts';
import type { SyncDappDataPayload } from '../../../domain/embedded/frameTheme.ts';
import { parseRpcResult } from '../../../domain/embedded/rpcResults.ts';
import { PorticoError } from '../../../domain/errors.ts';
import type { Network } from '../../../domain/networks.ts';
import type { SiwxMessageData } from '../../../domain/siwx.ts';
import type { LoginProvider, SocialProvider } from '../../../domain/socialProviders.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
} from '../../../machines/connection/connection.types.ts';
import type { EmbeddedWalletUser } from '../../../machines/embedded/embedded.reports.ts';
import type { ChildReport } from '../../../machines/vocabulary/reports.ts';
import { createFrameTransport, type FrameParent, type FrameTransport } from '../../frame/frameTransport.ts';
import { type HostThemeOptions, watchHostTheme } from '../../frame/hostTheme.ts';
import type { TypedStorage } from '../../storage/storage.ts';
import type { Eip1193Provider, Eip1193RequestArguments, StandardWallet } from '../types.ts';
import { createEmbeddedSolanaWallet, type EmbeddedSolanaAccount } from './embeddedSolanaWallet.ts';
import { routeEvmRequest } from './evmRequestRoute.ts';
import { asProviderRequest, ProviderRpcError } from './providerRpcError.ts';

/** What the embedded wallet needs from the engine. */
export interface EmbeddedWalletOptions {
  /** endpoints.secureSite. */
  secureSite: string;
  projectId: string;
  /** The SDK version sent in the frame URL. */
  version: string;
  /** The frame logs its steps (debug mode). */
  enableLogger: boolean;
  /** The app's networks; the first of each namespace is its default. */
  networks: readonly Network[];
  /** The active network of the namespace now, when there is one. */
  activeNetwork(namespace: ChainNamespace): Network | undefined;
  storage: TypedStorage;
  /** What the frame statechart reports (alerts): the engine hands it to the root. */
  onReport(report: ChildReport): void;
  /** Reasons of dropped frame messages; default console.debug. */
  log?(message: string): void;
  /** §9 frame ready timeout; default 20 s (options.embeddedWalletReadyTimeoutMs). */
  readyTimeoutMs?: number | undefined;
  /** The modal's root, which runs the frame statechart as its child (see FrameTransportOptions.parent). */
  frameParent?: FrameParent | undefined;
  /** §3 theme sync: the host's theme options (the visitor's colour scheme is read here). */
  theme?: HostThemeOptions | undefined;
  /** §3 dapp data: metadata, sdkVersion, sdkType, projectId. */
  dappData?: SyncDappDataPayload | undefined;
}

/** The embedded wallet: the email login's calls and the connector's. */
export interface EmbeddedWallet {
  readonly transport: FrameTransport;
  readonly provider: Eip1193Provider;
  /** The wallet on solana (Wallet Standard), with the user's Solana account once connected there. */
  readonly solanaWallet: StandardWallet;
  /** The frame is needed now (email login shown). */
  prepare(): void;
  connectEmail(email: string): Promise<{ action: EmailConnectAction }>;
  connectDevice(): Promise<void>;
  connectOtp(otp: string): Promise<void>;
  /** §3 user of the session the code opened; kept for the connect that follows, and the login stored. */
  getUser(email: string): Promise<EmbeddedWalletUser>;
  /** §7 get social redirect URI {provider}: the provider's page for the social login. */
  getSocialRedirectUri(provider: SocialProvider): Promise<{ uri: string }>;
  /** §7 connect social {uri, preferredAccountType, chainId, rpcUrl}: the user; the login and its username stored (§3). */
  connectSocial(uri: string): Promise<EmbeddedWalletUser>;
  /** §4 connect Farcaster: GET_FARCASTER_URI, the sign-in URL the visitor approves elsewhere. */
  getFarcasterUri(): Promise<string>;
  /** CONNECT_FARCASTER: resolves once the visitor approved the sign-in. */
  connectFarcaster(): Promise<void>;
  /** §3 user of the session the Farcaster sign-in opened; the login stored like an email login's. */
  getFarcasterUser(): Promise<EmbeddedWalletUser>;
  /** §4 Email update: UPDATE_EMAIL; the frame sends the codes and says which to enter first. */
  updateEmail(newEmail: string): Promise<{ action: EmailUpdateAction }>;
  /** UPDATE_EMAIL_PRIMARY_OTP: the code sent to the current email. */
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  /** UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new email; answers the new email. */
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>;
  /** §4 the email update's poll: GET_USER's email, the user's as the frame has it now (stored once there). */
  readEmail(): Promise<string | null | undefined>;
  connect(input: ConnectWalletInput): Promise<ConnectedAccount>;
  restore(input: SyncConnectionInput): Promise<SyncConnectionOutput>;
  /** This namespace's connection ends (the user stays logged in to the frame). */
  disconnect(namespace: ChainNamespace): Promise<void>;
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chain ids where the user can have a smart account. */
  getSmartAccountEnabledNetworks(): Promise<number[]>;
  /** SET_PREFERRED_ACCOUNT: the eip155 account becomes that type; a new address is announced (accountsChanged). */
  setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<{ type: string; address: string }>;
  /** INIT_SMART_ACCOUNT: the smart account's address and whether it is deployed. */
  initSmartAccount(): Promise<{ address: string; isDeployed: boolean }>;
  /** SIGN_OUT: the user leaves the frame (the account session decides when: the last namespace left). */
  signOut(): Promise<void>;
  switchChain(network: Network): Promise<void>;
  /**
   * §3 sign in: GET_USER with the sign-in message's data; the frame writes it out for the user's
   * account, signs it and answers the text and the signature with the user.
   */
  signIn(data: SiwxMessageData): Promise<{ message: string; signature: string }>;
  watch(namespace: ChainNamespace, emit: (event: ProviderEvent) => void): () => void;
  stop(): void;
}

type Listener = (payload: never) => void;
type EmailUpdateAction = (typeof EMAIL_UPDATE_ACTIONS)[number];

const DISCONNECTED_CODE = 4900;

/** Create the embedded wallet; its frame transport starts (and the frame, if email login was used before). */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const evmNetworks = options.networks.filter((network) => network.chainNamespace === 'eip155');
  const networkOf = (chainId: number | string) =>
    evmNetworks.find((network) => String(network.id) === String(chainId));
  const rpcUrlOf = (network: Network | undefined) => network?.rpcUrls.default.http[0];
  const solanaNetworks = options.networks.filter((network) => network.chainNamespace === 'solana');
  const initial = options.activeNetwork('eip155') ?? evmNetworks[0];
  // It tells the transport made just below: a colour-scheme change arrives in a later task, never before.
  const hostTheme = watchHostTheme(
    options.theme ?? { themeVariables: {} },
    typeof window === 'undefined' ? undefined : window,
    (theme) => transport.themeChanged(theme),
  );
  const transport = createFrameTransport({
    secureSite: options.secureSite,
    query: {
      projectId: options.projectId,
      chainId: initial?.id ?? 1,
      version: options.version,
      enableLogger: options.enableLogger,
      rpcUrl: rpcUrlOf(initial),
    },
    emailLoginUsed: options.storage.get('emailLoginUsed') === true,
    theme: hostTheme.current(),
    dappData: options.dappData,
    clearLoginCache: () => {
      options.storage.remove('emailLoginUsed');
      options.storage.remove('email');
      options.storage.remove('socialUsername');
    },
    onReport: options.onReport,
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
    parent: options.frameParent,
  });

  /** The connected account, while connected. */
  let account: { address: string; chainId: number | string } | undefined;
  /** §3 the eip155 account's type in use (GET_USER asks for it again) and the accounts the frame listed. */
  let evmAccountType: 'eoa' | 'smartAccount' = 'eoa';
  let evmAccounts: readonly { address: string; type: 'eoa' | 'smartAccount' }[] = [];
  /**
   * §3 socialProvider of the login that opened the session: the provider whose redirect URI was asked
   * last, or Farcaster; undefined for an email login. Not known after a reload (the spec stores the
   * social username only): the account is then named by its username.
   */
  let loginProvider: LoginProvider | undefined;
  let pendingSocialProvider: SocialProvider | undefined;
  /** The connected Solana account, while connected on solana. */
  let solanaAccount: EmbeddedSolanaAccount | undefined;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload);
  };

  const currentNetwork = () =>
    (account && networkOf(account.chainId)) ?? options.activeNetwork('eip155') ?? evmNetworks[0];
  const solanaNetwork = (caipNetworkId?: string) =>
    solanaNetworks.find((network) => network.caipNetworkId === caipNetworkId) ??
    options.activeNetwork('solana') ??
    solanaNetworks[0];

  const solanaWallet = createEmbeddedSolanaWallet(
    () => solanaAccount,
    (_account, method, params) => {
      const network = solanaNetwork(solanaAccount?.caipNetworkId);
      if (!solanaAccount || !network)
        return Promise.reject(new ProviderRpcError('Not connected to email or social', DISCONNECTED_CODE));
      const rpcUrl = rpcUrlOf(network);
      // §4 the frame statechart tells the approval actor of the request (ApproveTransaction).
      return asProviderRequest(
        transport.request('RPC_REQUEST', {
          method,
          params,
          chainNamespace: 'solana',
          chainId: network.caipNetworkId,
          ...(rpcUrl ? { rpcUrl } : {}),
        }),
      );
    },
  );

  /** §3 GET_USER for the user's account on this namespace's chain (its key is the namespace's). */
  const userOn = (namespace: ChainNamespace) => {
    if (namespace !== 'solana') return transport.request('GET_USER', getUserPayload());
    const network = solanaNetwork();
    const rpcUrl = rpcUrlOf(network);
    return transport.request('GET_USER', {
      ...(network ? { chainId: network.caipNetworkId } : {}),
      preferredAccountType: 'eoa',
      ...(rpcUrl ? { rpcUrl } : {}),
    });
  };

  /** The connection of the user's Solana account. */
  const solanaAccountOf = (user: FrameUser): ConnectedAccount => {
    const caipNetworkId = String(user.chainId).includes(':')
      ? String(user.chainId)
      : (solanaNetwork()?.caipNetworkId ?? `solana:${user.chainId}`);
    solanaAccount = { address: user.address, caipNetworkId };
    solanaWallet.notifyChange();
    return {
      address: user.address,
      chainId: caipNetworkId as ConnectedAccount['chainId'],
      connectorId: AUTH_CONNECTOR_ID,
      connectorType: 'AUTH',
      accounts: [{ address: user.address, type: 'eoa' }],
      walletInfo: { name: 'Email' },
      user: { email: user.email ?? null, ...(user.userName ? { username: user.userName } : {}) },
      ...(loginProvider ? { socialProvider: loginProvider } : {}),
    };
  };

  const getUserPayload = () => {
    const network = currentNetwork();
    return {
      ...(network ? { chainId: network.id } : {}),
      preferredAccountType: evmAccountType,
      ...(rpcUrlOf(network) ? { rpcUrl: rpcUrlOf(network) } : {}),
    };
  };

  const accountOf = (user: FrameUser): ConnectedAccount => {
    const chainId = String(user.chainId).includes(':')
      ? (String(user.chainId).split(':')[1] ?? '')
      : String(user.chainId);
    account = { address: user.address, chainId };
    evmAccounts = user.accounts ?? [];
    evmAccountType = evmAccounts.find((listed) => listed.address === user.address)?.type ?? 'eoa';
    return {
      address: user.address,
      chainId: formatCaipNetworkId('eip155', chainId),
      connectorId: AUTH_CONNECTOR_ID,
      connectorType: 'AUTH',
      accounts: user.accounts?.length
        ? user.accounts.map(({ address, type }) => ({ address, type }))
        : [{ address: user.address, type: 'eoa' }],
      walletInfo: { name: 'Email' },
      user: {
        email: user.email ?? null,
        ...(user.userName ? { username: user.userName } : {}),
      },
      ...(loginProvider ? { socialProvider: loginProvider } : {}),
    };
  };

  const switchChain = async (network: Network) => {
    // The Solana account is the same key on every Solana chain: the requests name the chain.
    if (network.chainNamespace === 'solana') {
      if (solanaAccount) solanaAccount = { ...solanaAccount, caipNetworkId: network.caipNetworkId };
      solanaWallet.notifyChange();
      return;
    }
    const rpcUrl = rpcUrlOf(network);
    const answer = await transport.request('SWITCH_NETWORK', {
      chainId: typeof network.id === 'number' ? network.id : String(network.id),
      ...(rpcUrl ? { rpcUrl } : {}),
    });
    if (account) account = { ...account, chainId: answer.chainId };
    emit('chainChanged', `0x${Number(answer.chainId).toString(16)}`);
  };

  const provider: Eip1193Provider = {
    async request({ method, params }: Eip1193RequestArguments) {
      if (!account) throw new ProviderRpcError('Not connected to email or social', DISCONNECTED_CODE);
      // Answered here: the frame knows no more than the connection does.
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address];
      if (method === 'eth_chainId') return `0x${Number(account.chainId).toString(16)}`;
      if (method === 'wallet_switchEthereumChain') {
        const [target] = (params ?? []) as readonly { chainId?: string }[];
        const network = target?.chainId === undefined ? undefined : networkOf(Number(target.chainId));
        if (!network) throw new ProviderRpcError('Chain is not supported', 4902);
        await switchChain(network);
        return null;
      }
      const network = currentNetwork();
      const rpcUrl = rpcUrlOf(network);
      const chainId = account.chainId;
      // Only what production's frame takes goes to it; the rest is the network's or refused.
      // §4 the frame statechart tells the approval actor of the request (ApproveTransaction).
      return routeEvmRequest({ method, params, rpcUrl }, (method, params) =>
        asProviderRequest(
          transport
            .request('RPC_REQUEST', {
              method,
              ...(params === undefined ? {} : { params }),
              chainNamespace: 'eip155',
              chainId,
              ...(rpcUrl ? { rpcUrl } : {}),
            })
            // The frame's answer is another origin's: its shape is checked per method.
            .then((result) => parseRpcResult(method, result)),
        ),
      );
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  /** The user of a Farcaster or social login, after §3 storage: the login was used (the frame is created at once on the next load), and the username. */
  const socialLoginUser = (user: FrameUser): EmbeddedWalletUser => {
    options.storage.set('emailLoginUsed', true);
    if (user.userName) options.storage.set('socialUsername', user.userName);
    return {
      email: user.email,
      address: user.address,
      chainId: user.chainId,
      ...(user.accounts ? { accounts: user.accounts } : {}),
      ...(user.userName ? { userName: user.userName } : {}),
      preferredAccountType: 'eoa',
    };
  };

  return {
    transport,
    provider,
    solanaWallet,
    prepare: () => transport.create(),
    connectEmail: (email) => transport.request('CONNECT_EMAIL', { email }),
    connectDevice: async () => {
      await transport.request('CONNECT_DEVICE');
    },
    connectOtp: async (otp) => {
      await transport.request('CONNECT_OTP', { otp });
    },
    async getUser(email) {
      const user = await transport.request('GET_USER', getUserPayload());
      loginProvider = undefined;
      // §3 storage: email login was used (the frame is created at once on the next load), and the email.
      options.storage.set('emailLoginUsed', true);
      options.storage.set('email', user.email ?? email);
      return {
        email: user.email,
        address: user.address,
        chainId: user.chainId,
        ...(user.accounts ? { accounts: user.accounts } : {}),
        ...(user.userName ? { userName: user.userName } : {}),
        preferredAccountType: evmAccountType,
      };
    },
    getFarcasterUri: async () => (await transport.request('GET_FARCASTER_URI')).url,
    connectFarcaster: async () => {
      await transport.request('CONNECT_FARCASTER');
    },
    async getFarcasterUser() {
      const user = socialLoginUser(await transport.request('GET_USER', getUserPayload()));
      loginProvider = 'farcaster';
      return user;
    },
    getSocialRedirectUri: (provider) => {
      pendingSocialProvider = provider;
      return transport.request('GET_SOCIAL_REDIRECT_URI', { provider });
    },
    async connectSocial(uri) {
      const user = socialLoginUser(await transport.request('CONNECT_SOCIAL', { uri, ...getUserPayload() }));
      loginProvider = pendingSocialProvider;
      return user;
    },
    updateEmail: (newEmail) => transport.request('UPDATE_EMAIL', { email: newEmail }),
    updateEmailPrimaryOtp: async (otp) => {
      await transport.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    },
    updateEmailSecondaryOtp: (otp) => transport.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
    async readEmail() {
      // Production's frame has no request that waits for the change: GET_USER shows it once made.
      const { email } = await transport.request('GET_USER', getUserPayload());
      // §3 storage: the email is the one the frame has (the new one once changed).
      if (email) options.storage.set('email', email);
      return email;
    },
    async connect({ namespace }) {
      if (namespace === 'solana') return solanaAccountOf(await userOn('solana'));
      return accountOf(await userOn('eip155'));
    },
    async restore({ namespace }) {
      const { isConnected } = await transport.request('IS_CONNECTED');
      if (!isConnected) return null;
      const user = await userOn(namespace);
      return namespace === 'solana' ? solanaAccountOf(user) : accountOf(user);
    },
    async disconnect(namespace) {
      if (namespace === 'solana') {
        solanaAccount = undefined;
        solanaWallet.notifyChange();
      } else account = undefined;
    },
    async signOut() {
      loginProvider = undefined;
      await transport.request('SIGN_OUT').catch(() => undefined);
    },
    switchChain,
    async getSmartAccountEnabledNetworks() {
      return (await transport.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks;
    },
    async setPreferredAccount(type) {
      const answer = await transport.request('SET_PREFERRED_ACCOUNT', { type });
      evmAccountType = type;
      if (account && answer.address !== account.address) {
        account = { ...account, address: answer.address };
        // As any wallet does, the provider announces its new account: the connection's address follows.
        const others = evmAccounts
          .map((listed) => listed.address)
          .filter((other) => other !== answer.address);
        emit('accountsChanged', [answer.address, ...others]);
      }
      return answer;
    },
    initSmartAccount: () => transport.request('INIT_SMART_ACCOUNT'),
    async signIn(data) {
      const user = await transport.request('GET_USER', { ...getUserPayload(), siwxMessage: { ...data } });
      if (!user.message || !user.signature) throw PorticoError.of('errorSigningMessage');
      return { message: user.message, signature: user.signature };
    },
    watch(namespace, send) {
      if (namespace !== 'eip155') return () => {};
      const onAccounts = (addresses: string[]) =>
        send(
          addresses.length
            ? { type: 'provider.accountsChanged', addresses }
            : { type: 'provider.disconnect' },
        );
      const onChain = (chainId: string) => send({ type: 'provider.chainChanged', chainId });
      provider.on?.('accountsChanged', onAccounts as Listener);
      provider.on?.('chainChanged', onChain as Listener);
      return () => {
        provider.removeListener?.('accountsChanged', onAccounts as Listener);
        provider.removeListener?.('chainChanged', onChain as Listener);
      };
    },
    stop: () => {
      hostTheme.stop();
      transport.stop();
    },
  };
}
