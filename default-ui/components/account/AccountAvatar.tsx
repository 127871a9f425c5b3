import { useState } from 'react';
import { Identicon } from '../Identicon.tsx';

/**
 * An account's picture: its avatar on the name service (§3 profileImage) when it has one and the
 * image loads, else the identicon of its address. Decorative: the name or address beside it names
 * the account.
 */
export function AccountAvatar({ address, avatar }: { address: string; avatar: string | null }) {
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
