import { useState } from 'react';

/**
 * A token's round logo (§3 Token balance iconUrl); without one, or when it fails to load, the
 * symbol's first letter on a plain disc, so every row keeps its logo column. Decorative: the token's
 * name is beside it.
 */
export function TokenLogo({ iconUrl, symbol }: { iconUrl: string | undefined; symbol: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (iconUrl && failed !== iconUrl)
    return (
      <img
        className="portico-row-logo"
        src={iconUrl}
        alt=""
        decoding="async"
        onError={() => setFailed(iconUrl)}
      />
    );
  return (
    <span className="portico-row-logo" aria-hidden="true">
      {Array.from(symbol)[0] ?? ''}
    </span>
  );
}
