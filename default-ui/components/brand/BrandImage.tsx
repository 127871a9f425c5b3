import { type BrandLogoGroup, loadedBrandLogos } from '../../../headless/index.ts';
import { useBrandLogo } from '../../../hooks/index.ts';
import { FallbackMark } from './FallbackMark.tsx';
import { LogoMark, type LogoMarkLook, logoClassName } from './LogoMark.tsx';
import { useBrandStyles } from './useBrandStyles.ts';

/** A tile of the logo's size while its group loads (a few milliseconds): nothing jumps when it lands. */
export function PendingMark(look: LogoMarkLook) {
  useBrandStyles();
  return <span className={logoClassName(look, 'portico-logo--pending')} aria-hidden="true" />;
}

/**
 * A brand's bundled logo by group and id (WalletConnect and the sign-in providers: `connect`; on-ramp
 * providers: `onRamp`), loading the group with the view that shows it; the designed fallback for an id
 * the modal has no logo of. `label` names the brand when no visible text beside it does.
 */
export function BrandImage({
  group,
  id,
  label,
  ...look
}: { group: BrandLogoGroup; id: string; label?: string } & LogoMarkLook) {
  const logo = useBrandLogo(group, id);
  const labelled = label === undefined ? {} : { label };
  if (logo) return <LogoMark logo={logo} {...labelled} {...look} />;
  if (loadedBrandLogos(group)) return <FallbackMark seed={`${group}:${id}`} {...labelled} {...look} />;
  return <PendingMark {...look} />;
}
