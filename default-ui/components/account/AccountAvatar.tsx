import { useState } from 'react';
import { BrandImage } from '../brand/BrandImage.tsx';
import { Identicon } from '../Identicon.tsx';

/** Props of an account's picture. */
export interface AccountAvatarProps {
  address: string;
  /** §3 profileImage: the name's avatar, null when none. */
  avatar: string | null;
  /** §3 socialProvider: the login provider ('github', 'farcaster'…), badged on the picture. */
  provider?: string | undefined;
}

/**
 * An account's picture: its avatar on the name service (§3 profileImage) when it has one and the
 * image loads, else the identicon of its address; an account logged in through a social provider or
 * Farcaster wears that provider's logo as a badge, as the peers' account views do. Decorative: the
 * name or address and the label beside it ("GitHub · ada") name the account and the provider.
 */
export function AccountAvatar({ address, avatar, provider }: AccountAvatarProps) {
  const picture = <AvatarPicture address={address} avatar={avatar} />;
  if (!provider) return picture;
  return (
    <span className="portico-account-avatar">
      {picture}
      <span className="portico-account-badge" aria-hidden="true">
        <BrandImage group="connect" id={provider} small />
      </span>
    </span>
  );
}

function AvatarPicture({ address, avatar }: { address: string; avatar: string | null }) {
  // Which URL failed, so a new avatar (a name registered meanwhile) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (avatar && failed !== avatar)
    return (
      <img
        className="portico-avatar"
        src={avatar}
        alt=""
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(avatar)}
      />
    );
  return <Identicon address={address} />;
}
