/** A tiny element builder for the page: text goes in as text (app metadata is never parsed as HTML). */

type Child = Node | string | null | undefined | false;

/** Create `tag` with attributes (`on…` functions become listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Replace the children of the element with this id. */
export function fill(id: string, ...children: Child[]): void {
  const target = document.getElementById(id);
  if (!target) throw new Error(`#${id} is missing from the page`);
  target.replaceChildren(...children.filter((child): child is Node | string => Boolean(child)));
}
