import { useState } from 'react';
import { useAppMetadata } from '../../../hooks/index.ts';
import { FallbackMark } from './FallbackMark.tsx';
import { logoClassName } from './LogoMark.tsx';
import { useBrandStyles } from './useBrandStyles.ts';

/**
 * The app's own icon (`metadata.icons[0]`), where the visitor is asked to trust the app: the sign-in
 * and connecting views. An app without icons, or whose icon fails to load, gets the designed fallback
 * of its name. Named for assistive technology by the app's name (`labelled`), or decorative.
 */
export function AppIcon({ labelled = false }: { labelled?: boolean }) {
  useBrandStyles();
  const { name, url, icons } = useAppMetadata();
  const [failed, setFailed] = useState<string | null>(null);
  const icon = icons[0];
  if (icon && failed !== icon) {
    return (
      <img
        className={logoClassName({}, 'portico-logo--app')}
        src={icon}
        alt={labelled ? name : ''}
        width={40}
        height={40}
        decoding="async"
        onError={() => setFailed(icon)}
      />
    );
  }
  return <FallbackMark seed={url || name} {...(labelled ? { label: name } : {})} />;
}
