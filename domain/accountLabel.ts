/**
 * How an account is labelled in Account and Wallets (§3 account state: socialProvider, user.email,
 * user.username, connectedWalletInfo): an embedded-wallet account by how the visitor logged in
 * ("Google · alice", "Farcaster · @alice", the email for an email login), any other by its wallet's
 * name. A message of the catalogue and its arguments, so that every UI words it in its language.
 */
import { LOGIN_PROVIDER_NAMES, type LoginProvider } from './socialProviders.ts';

/** What the label is made of: the connection's §3 account state. */
export interface AccountLabelInput {
  socialProvider?: LoginProvider | undefined;
  user?: { email?: string | null | undefined; username?: string | undefined } | undefined;
  walletName?: string | undefined;
}

/** A label: a catalogue message with its arguments, or a text shown as it is (a name, an email). */
export type AccountLabel =
  | { id: 'account.login.social' | 'account.login.farcaster'; params: { provider: string; username: string } }
  | { text: string };

/** The label of an account, or undefined when there is nothing to name it by. */
export function accountLabelOf({
  socialProvider,
  user,
  walletName,
}: AccountLabelInput): AccountLabel | undefined {
  const username = user?.username;
  if (socialProvider !== undefined) {
    const provider = LOGIN_PROVIDER_NAMES[socialProvider];
    if (!username) return { text: provider };
    return {
      id: socialProvider === 'farcaster' ? 'account.login.farcaster' : 'account.login.social',
      params: { provider, username },
    };
  }
  // An email login (or a social one restored before its provider is known): the email, else the username.
  if (user?.email) return { text: user.email };
  if (username) return { text: username };
  return walletName ? { text: walletName } : undefined;
}
