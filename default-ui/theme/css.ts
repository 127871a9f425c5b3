import { BASE_CSS } from './baseCss.ts';
import { MODAL_CSS } from './modalCss.ts';

/**
 * The default UI's whole stylesheet, as a string so it can be installed as a constructable stylesheet
 * (no `<style>` element and no style attributes: both are refused by a strict CSP without a nonce).
 * The default UI installs it in two parts, the button's first and the modal's when it loads; a host
 * that renders on a server or into its own shadow root may install this one string instead.
 */
export const PORTICO_CSS = BASE_CSS + MODAL_CSS;
