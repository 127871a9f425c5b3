import { useMessages } from '../../hooks/index.ts';
import { BrandImage } from './brand/BrandImage.tsx';

/** Props of the social buttons. */
export interface SocialButtonsProps {
  /** Providers in display order (§1), from the project features. */
  providers: readonly string[];
  /** Called with a provider whose flow exists (`isAvailable` true). */
  onSelect(provider: string): void;
  /** Whether a provider's sign-in flow exists yet. */
  isAvailable(provider: string): boolean;
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** The display name of a social provider, e.g. `github` → "GitHub". */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/**
 * One button per social login provider. A provider whose flow is not built yet stays visible but is
 * marked aria-disabled (still focusable, so its explanation is reachable) and says so in its title.
 */
export function SocialButtons({ providers, onSelect, isAvailable }: SocialButtonsProps) {
  const { t } = useMessages();
  return (
    <ul className="portico-socials portico-list" aria-label={t('connect.social.list')}>
      {providers.map((provider) => {
        const available = isAvailable(provider);
        const name = providerName(provider);
        return (
          <li key={provider}>
            <button
              type="button"
              className="portico-social-button"
              aria-disabled={available ? undefined : true}
              title={t(available ? 'connect.social.continueWith' : 'connect.social.comingLater', {
                provider: name,
              })}
              onClick={available ? () => onSelect(provider) : undefined}
            >
              <BrandImage group="connect" id={provider} small />
              {name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
