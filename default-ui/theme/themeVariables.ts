/** The prefix of every custom property of the default modal's theme. */
export const THEME_PREFIX = '--portico-';

/**
 * Turn the host's `themeVariables` into CSS custom properties. Keys may be full custom property names
 * (`--portico-accent`) or short ones (`accent`, `borderRadius`), which get the `--portico-` prefix in
 * kebab case. Numbers are written as they are (e.g. a z-index). Values that could end the declaration
 * and start another (`;`, braces) are dropped: the CSSOM would reject them anyway, silently.
 */
export function toCustomProperties(
  variables: Readonly<Record<string, string | number>>,
): Array<[string, string]> {
  const properties: Array<[string, string]> = [];
  for (const [key, raw] of Object.entries(variables)) {
    const value = String(raw).trim();
    if (value === '' || /[;{}]/.test(value)) continue;
    const name = key.startsWith('--')
      ? key
      : `${THEME_PREFIX}${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^-+/, '')}`;
    properties.push([name, value]);
  }
  return properties;
}
