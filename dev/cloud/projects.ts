import { PREVIEW_HOST_ORIGINS } from '../../domain/origins.ts';
import type { Feature } from './schemas.ts';

/** The dev project id that is always known. */
export const DEV_PROJECT_ID = 'portico-dev-project';

/** Default social providers (spec §1). */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];

/** Default allowed origins of a project: localhost and 127.0.0.1 on any port. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Default remote features of a new project: everything on. */
export function defaultFeatures(): Feature[] {
  return [
    { id: 'email', isEnabled: true, config: null },
    { id: 'social_login', isEnabled: true, config: [...DEFAULT_SOCIALS] },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: true, config: null },
    { id: 'multi_wallet', isEnabled: true, config: null },
  ];
}

/** A project's stored settings. */
export interface Project {
  id: string;
  features: Feature[];
  allowedOrigins: string[];
  isAnalyticsEnabled: boolean;
  /**
   * Whether the free hosting services (`*.pages.dev`, `*.vercel.app`, `*.ngrok-free.app`) are among the
   * project's origins. Off by default: anyone can publish a page there.
   */
  allowPreviewHosts: boolean;
}

/** A new project with default settings. */
export function defaultProject(id: string): Project {
  return {
    id,
    features: defaultFeatures(),
    allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS],
    isAnalyticsEnabled: true,
    allowPreviewHosts: false,
  };
}

/** The origins the project answers at /projects/v1/origins: its own, and the free hosts if it opted in. */
export function effectiveOrigins(project: Project): string[] {
  const extra = project.allowPreviewHosts
    ? PREVIEW_HOST_ORIGINS.filter((pattern) => !project.allowedOrigins.includes(pattern))
    : [];
  return [...project.allowedOrigins, ...extra];
}
