/**
 * The header's theme controls, built with the DOM alone so that the no-framework page (vanilla.html)
 * carries the same ones as the React pages: a Light / Dark / System switch (radio buttons, so the arrow
 * keys move between them) and the accent, as a few swatches and a colour input.
 */
import { currentTheme, type HostTheme, onThemeChange, setTheme, type ThemeMode } from './theme.ts';

const MODES: ReadonlyArray<readonly [ThemeMode, string]> = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System'],
];

/** The swatches: null is each theme's own accent (the modal's blue, lighter in dark). */
export const ACCENT_SWATCHES: ReadonlyArray<readonly [string | null, string]> = [
  [null, 'Default blue'],
  ['#7c3aed', 'Violet'],
  ['#0f766e', 'Teal'],
  ['#c2410c', 'Orange'],
  ['#db2777', 'Pink'],
];

function create<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

let idCount = 0;

/** Fill `container` with the controls; returns the function that removes them. */
export function installThemeControls(container: HTMLElement): () => void {
  // One radio group per mount: two mounts on a page must not share a `name`.
  const name = `host-theme-mode-${++idCount}`;

  const modes = create('fieldset', 'host-segmented');
  modes.append(create('legend', 'host-visually-hidden', 'Theme'));
  const radios = MODES.map(([mode, label]) => {
    const wrapper = create('label', 'host-segment');
    const radio = create('input', 'host-segment-input');
    radio.type = 'radio';
    radio.name = name;
    radio.value = mode;
    radio.addEventListener('change', () => {
      if (radio.checked) setTheme({ ...currentTheme(), mode });
    });
    wrapper.append(radio, create('span', 'host-segment-label', label));
    modes.append(wrapper);
    return radio;
  });

  const accents = create('fieldset', 'host-accents');
  accents.append(create('legend', 'host-visually-hidden', 'Accent colour'));
  const swatches = ACCENT_SWATCHES.map(([accent, label]) => {
    const swatch = create('button', accent ? 'host-swatch' : 'host-swatch host-swatch--default');
    swatch.type = 'button';
    swatch.title = label;
    swatch.setAttribute('aria-label', `${label} accent`);
    // The CSSOM, not a style attribute: allowed under a strict CSP.
    if (accent) swatch.style.setProperty('--swatch', accent);
    swatch.addEventListener('click', () => setTheme({ ...currentTheme(), accent }));
    accents.append(swatch);
    return { swatch, accent };
  });
  const picker = create('label', 'host-colour');
  picker.title = 'Any colour';
  const colour = create('input', 'host-colour-input');
  colour.type = 'color';
  colour.setAttribute('aria-label', 'Custom accent colour');
  // Dragging in the picker previews on the page; letting go chooses (the modal is recreated then).
  colour.addEventListener('input', () =>
    setTheme({ ...currentTheme(), accent: colour.value }, { persist: false }),
  );
  colour.addEventListener('change', () => setTheme({ ...currentTheme(), accent: colour.value }));
  picker.append(colour);
  accents.append(picker);

  const show = (theme: HostTheme) => {
    for (const radio of radios) radio.checked = radio.value === theme.mode;
    let matched = false;
    for (const { swatch, accent } of swatches) {
      const pressed = accent === theme.accent;
      matched ||= pressed;
      swatch.setAttribute('aria-pressed', String(pressed));
    }
    colour.value = theme.accent ?? '#3b6cf6';
    picker.classList.toggle('host-colour--chosen', !matched);
  };
  show(currentTheme());
  // The controls follow a theme chosen elsewhere (another mount of them).
  const unsubscribe = onThemeChange(show);

  container.append(modes, accents);
  return () => {
    unsubscribe();
    modes.remove();
    accents.remove();
  };
}
