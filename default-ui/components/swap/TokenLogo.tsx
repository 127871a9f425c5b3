import type { SwapToken } from '../../../headless/index.ts';

/** A token's logo, decorative (its symbol is always written beside it); nothing when it has none. */
export function TokenLogo({ token }: { token: SwapToken }) {
  return token.logoUri ? (
    <img className="portico-avatar portico-swap-logo" src={token.logoUri} alt="" width={24} height={24} />
  ) : null;
}
