/**
 * The Connect button's English label, on its own: the button shows before the modal's code (and the
 * rest of the catalogue) has loaded, so this one text is all the page carries for it at first.
 */
export const CONNECT_BUTTON_TEXT = 'Connect Wallet';
