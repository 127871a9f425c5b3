/**
 * What the browser tests read in a demo page: the page's first modal and Portico's public entry, as a
 * host app's own code holds them. The tests run on the demo built for production, where no module URL
 * is left to `import()`, so each page's modal module puts them here.
 */

import type { PorticoModal } from '../headless/index.ts';
import * as portico from '../headless/index.ts';

declare global {
  interface Window {
    porticoDemo?: { modal: PorticoModal; portico: typeof portico };
  }
}

/** Set once per page, by the module that creates the page's first modal. */
export function exposeToTests(modal: PorticoModal): void {
  window.porticoDemo = { modal, portico };
}
