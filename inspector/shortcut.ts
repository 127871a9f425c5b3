import {
  type InspectableModal,
  type InspectorTarget,
  openedInspector,
  openInspector,
} from './openInspector.ts';

export interface InspectorShortcutOptions {
  /** The key, as `KeyboardEvent.key` names it (a letter matches either case). Default 'I'. */
  key?: string;
  /** Default true. */
  altKey?: boolean;
  /** Default true. */
  shiftKey?: boolean;
  /** Default false. */
  ctrlKey?: boolean;
  /** Default false. */
  metaKey?: boolean;
  /** Where the inspector opens. Default 'page'. */
  target?: InspectorTarget;
}

// Inputs whose keys are not text: the shortcut still works while one of them has focus.
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether a key press goes into text the visitor is typing (then it is theirs, not the shortcut's). */
function isTextEntry(target: EventTarget | undefined): boolean {
  // Checked by tag, not `instanceof`: the target may belong to another window's realm.
  if (!target || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT')
    return true;
  return element.tagName === 'INPUT' && !NON_TEXT_INPUT_TYPES.has((element as HTMLInputElement).type);
}

function matches(event: KeyboardEvent, options: InspectorShortcutOptions): boolean {
  const key = options.key ?? 'I';
  if (
    event.altKey !== (options.altKey ?? true) ||
    event.shiftKey !== (options.shiftKey ?? true) ||
    event.ctrlKey !== (options.ctrlKey ?? false) ||
    event.metaKey !== (options.metaKey ?? false)
  ) {
    return false;
  }
  if (event.key.toLowerCase() === key.toLowerCase()) return true;
  // On macOS, Option turns letters into other characters (Option+Shift+I types 'ˆ'): match the
  // physical key too.
  return /^[a-z]$/i.test(key) && event.code === `Key${key.toUpperCase()}`;
}

/**
 * Let the host's developers toggle Portico's inspector from the keyboard: Alt+Shift+I by default
 * opens it, or closes it when open. Key presses typed into text fields are left alone. Returns a
 * function that removes the shortcut (an open inspector stays open).
 */
export function enableInspectorShortcut(
  modal: InspectableModal,
  options: InspectorShortcutOptions = {},
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat || !matches(event, options)) return;
    // The first node of the path: a field inside a shadow root (the modal's, the inspector's) counts.
    if (isTextEntry(event.composedPath()[0] ?? event.target ?? undefined)) return;
    event.preventDefault();
    const open = openedInspector(modal);
    if (open) open.close();
    else openInspector(modal, { target: options.target });
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
