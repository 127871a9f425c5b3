/**
 * What the host tells the frame of its look and of itself (§3 theme sync and dapp data, §7), parsed
 * again here, more strictly than the wire's schema: this is what the frame's own pages are styled and
 * labelled with. A theme value that is not a plain CSS value (`red;}body{display:none`, `url(…)`, an
 * escape) refuses the whole message, and nothing of it is applied. What is applied goes in through the
 * CSSOM as custom properties of the root element (`--frame-accent`, `--frame-background`,
 * `--frame-radius`, `--frame-font`) and the `data-theme` attribute, which frame.css reads: no style
 * attribute or inline sheet, which the site's CSP (`style-src 'self'`) refuses.
 */
import * as z from 'zod/mini';
import { isSafeCssValue } from '../../../domain/embedded/frameTheme.ts';
import { themeModeSchema } from '../../../domain/schemas/enums.ts';

const variableName = z.string().check(z.regex(/^--[a-z0-9-]{1,64}$/i));
const cssString = z.string().check(z.refine(isSafeCssValue, 'not a plain CSS value'));
const cssValue = z.union([z.number().check(z.refine(Number.isFinite, 'not a finite number')), cssString]);

/** SYNC_THEME as the frame applies it. */
export const frameThemeSchema = z.object({
  themeMode: z.optional(themeModeSchema),
  themeVariables: z.optional(z.record(variableName, cssValue)),
  w3mThemeVariables: z.optional(z.record(variableName, cssString)),
});
export type FrameThemeSettings = z.infer<typeof frameThemeSchema>;

/** SYNC_DAPP_DATA's metadata as the frame shows it: a name of a sensible length, icons as URLs. */
export const frameDappSchema = z.object({
  metadata: z.optional(
    z.object({
      name: z.string().check(z.maxLength(100)),
      description: z.string().check(z.maxLength(500)),
      url: z.string().check(z.maxLength(2048)),
      icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(20)),
    }),
  ),
  sdkVersion: z.optional(z.string()),
  sdkType: z.optional(z.string()),
  projectId: z.string(),
});

/** The app as the approval panel names it (its name and icons as it says; its origin is checked apart). */
export interface DappIdentity {
  name: string;
  icons: readonly string[];
}

let dapp: DappIdentity | undefined;

/** The custom properties frame.css reads, and where each comes from (production's names first). */
const PROPERTIES = ['--frame-accent', '--frame-background', '--frame-radius', '--frame-font'] as const;

function firstOf(...values: (string | number | undefined)[]): string | undefined {
  const value = values.find((candidate) => candidate !== undefined && candidate !== '');
  return value === undefined ? undefined : String(value);
}

/** What applyTheme writes to: the frame's root element (a stand-in in tests). */
export interface ThemeRoot {
  dataset: DOMStringMap;
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>;
}

/** The reason `payload` is refused, or undefined once it is applied to `root`. */
export function applyTheme(root: ThemeRoot, payload: unknown): string | undefined {
  const parsed = frameThemeSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `Invalid theme: ${issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid'}`;
  }
  const { themeMode, themeVariables = {}, w3mThemeVariables = {} } = parsed.data;
  const values: Record<(typeof PROPERTIES)[number], string | undefined> = {
    '--frame-accent': firstOf(
      themeVariables['--apkt-accent'],
      themeVariables['--w3m-accent'],
      w3mThemeVariables['--w3m-accent'],
    ),
    '--frame-background': firstOf(w3mThemeVariables['--w3m-background']),
    '--frame-radius': firstOf(
      themeVariables['--apkt-border-radius-master'],
      themeVariables['--w3m-border-radius-master'],
    ),
    '--frame-font': firstOf(themeVariables['--apkt-font-family'], themeVariables['--w3m-font-family']),
  };
  if (themeMode) root.dataset.theme = themeMode;
  for (const name of PROPERTIES) {
    const value = values[name];
    if (value === undefined) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  }
  return undefined;
}

/** The reason `payload` is refused, or undefined once the app's name and icons are kept for the panel. */
export function takeDappData(payload: unknown): string | undefined {
  const parsed = frameDappSchema.safeParse(payload);
  if (!parsed.success) return 'Invalid dapp data';
  const { metadata } = parsed.data;
  dapp = metadata ? { name: metadata.name.trim(), icons: metadata.icons } : undefined;
  return undefined;
}

/** The app as it last told the frame, if it did. */
export function currentDapp(): DappIdentity | undefined {
  return dapp;
}

/**
 * The icon the panel may show for an app on `origin`: the first that is https, on the app's own
 * origin, or an image data URL. The site's CSP (img-src) allows the same and nothing else.
 */
export function dappIconFor(identity: DappIdentity, origin: string): string | undefined {
  for (const icon of identity.icons) {
    if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(icon)) return icon;
    try {
      const url = new URL(icon);
      if (url.protocol === 'https:' || url.origin === origin) return url.href;
    } catch {
      // Not a URL: not shown.
    }
  }
  return undefined;
}
