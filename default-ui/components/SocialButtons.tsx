import { useEffect, useRef, useState } from 'react';
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

/**
 * How many logos the row under the lead provider holds: five 44 px targets fit the narrowest sheet
 * (320 px) with their gaps. When more providers follow the lead, the last slot is "more".
 */
export const SOCIAL_ROW_SLOTS = 5;

/** The display name of a social provider, e.g. `github` → "GitHub". */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/**
 * The social login providers, compact: the first (§1 order: google by default) as a full-width
 * "Continue with Google", the others as a row of logos named by their provider, and a "more" button
 * in the row's last slot when they do not fit, which shows the rest in place. A provider whose flow is
 * not built yet stays visible but is marked aria-disabled (still focusable, so its explanation is
 * reachable) and says so in its title.
 */
export function SocialButtons({ providers, onSelect, isAvailable }: SocialButtonsProps) {
  const { t } = useMessages();
  const [expanded, setExpanded] = useState(false);
  const row = useRef<HTMLUListElement>(null);
  // The "more" button goes once pressed: focus moves to the first logo it revealed, not to the page.
  const focusFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!expanded || focusFrom.current === undefined) return;
    row.current?.querySelectorAll('button')[focusFrom.current]?.focus();
    focusFrom.current = undefined;
  }, [expanded]);
  const [lead, ...others] = providers;
  if (lead === undefined) return null;
  const folds = !expanded && others.length > SOCIAL_ROW_SLOTS;
  const shown = folds ? others.slice(0, SOCIAL_ROW_SLOTS - 1) : others;
  const firstHidden = shown.length;

  const button = (provider: string, compact: boolean) => {
    const available = isAvailable(provider);
    const name = providerName(provider);
    const title = t(available ? 'connect.social.continueWith' : 'connect.social.comingLater', {
      provider: name,
    });
    return (
      <button
        type="button"
        className={compact ? 'portico-social-button portico-social-button--logo' : 'portico-social-button'}
        aria-disabled={available ? undefined : true}
        // The logo-only button is named by its provider; its title says what it does.
        aria-label={compact ? name : undefined}
        title={title}
        onClick={available ? () => onSelect(provider) : undefined}
      >
        <BrandImage group="connect" id={provider} small={!compact} />
        {compact ? null : t('connect.social.continueWith', { provider: name })}
      </button>
    );
  };

  return (
    <div className="portico-socials">
      {button(lead, false)}
      {others.length > 0 ? (
        <ul ref={row} className="portico-social-row" aria-label={t('connect.social.list')}>
          {shown.map((provider) => (
            <li key={provider}>{button(provider, true)}</li>
          ))}
          {folds ? (
            <li>
              <button
                type="button"
                className="portico-social-button portico-social-button--logo"
                aria-label={t('connect.social.more')}
                title={t('connect.social.more')}
                aria-expanded={false}
                onClick={() => {
                  focusFrom.current = firstHidden;
                  setExpanded(true);
                }}
              >
                <MoreIcon />
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/** Three dots: more sign-in options. */
function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
