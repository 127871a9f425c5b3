import type { Context, Hono } from 'hono';
import type { WalletEntry } from '../directory.ts';
import { type CloudDeps, type CloudEnv, jsonError, requireProject } from '../http.ts';
import { type ImageKind, initialsOf, renderImage } from '../images.ts';

const IMAGE_ID = /^[A-Za-z0-9._-]{1,128}$/;

function svg(c: Context<CloudEnv>, body: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}

/** Text shown on a generated image for a non-wallet id: symbols as they are, other ids as initials. */
function labelFor(kind: ImageKind, id: string): string {
  if ((kind === 'token' || kind === 'currency') && /^[A-Za-z0-9]{1,4}$/.test(id)) return id.toUpperCase();
  return initialsOf(id);
}

/**
 * The image routes of §7: /getWalletImage/{image_id} (a directory wallet's image_id, or its id;
 * 404 otherwise) and /public/get{Asset,Currency,Token}Image/{id} (any well-formed id). All answer a
 * generated SVG (image/svg+xml).
 */
export function registerImageRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  const byImageId = new Map<string, WalletEntry>();
  for (const w of deps.wallets) {
    byImageId.set(w.image_id, w);
    byImageId.set(w.id, w);
  }
  const project = requireProject(deps.store);

  app.get('/getWalletImage/:id', project, (c) => {
    const id = c.req.param('id');
    const wallet = byImageId.get(id);
    if (!wallet) return jsonError(c, 404, `Wallet image not found: ${id.slice(0, 128)}`);
    return svg(c, renderImage('wallet', wallet.id, initialsOf(wallet.name)));
  });

  const publicKinds: Array<[string, ImageKind]> = [
    ['/public/getAssetImage/:id', 'asset'],
    ['/public/getCurrencyImage/:id', 'currency'],
    ['/public/getTokenImage/:id', 'token'],
  ];
  for (const [path, kind] of publicKinds) {
    app.get(path, project, (c) => {
      const id = c.req.param('id') ?? '';
      if (!IMAGE_ID.test(id)) return jsonError(c, 400, 'id: must be 1-128 characters of [A-Za-z0-9._-]');
      return svg(c, renderImage(kind, `${kind}:${id}`, labelFor(kind, id)));
    });
  }
}
