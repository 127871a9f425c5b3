/**
 * A dev secure site and a tiny host page on 127.0.0.1 that embeds its frame and speaks only the frame
 * protocol (e2e/fixtures/secureSiteHost.ts), as the e2e tests of the frame drive it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { bundleBrowserModule } from '../../dev/secure-site/bundle.ts';
import { type RunningSecureSite, startSecureSite } from '../../dev/secure-site/server.ts';

const HOST_ENTRY = fileURLToPath(new URL('../fixtures/secureSiteHost.ts', import.meta.url));

/** The host page: only the fixture's script, which embeds the frame. */
export const PLAIN_HOST_PAGE =
  '<!doctype html><title>host</title><body><script type="module" src="/host.js"></script></body>';

/** How the host's `portico.request` settles: the frame's success or error reply. */
export type Settled = { kind: 'success' | 'error'; payload: unknown };

export interface SecureSiteHost {
  site: RunningSecureSite;
  /** The host page's origin. */
  url: string;
  close(): Promise<void>;
}

/** Starts a quiet secure site with an in-memory database and a host serving `hostPage` and its script. */
export async function startSecureSiteHost(hostPage: string = PLAIN_HOST_PAGE): Promise<SecureSiteHost> {
  const site = await startSecureSite({ port: 0, dbPath: ':memory:', quiet: true, log: () => undefined });
  const script = await bundleBrowserModule(HOST_ENTRY);
  const host = createServer((req, res) => {
    if (req.url?.startsWith('/host.js'))
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  return {
    site,
    url: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => host.close(resolve));
      await site.close();
    },
  };
}

/** Sends a frame event from the host page and resolves with the frame's reply. */
export function hostRequest(page: Page, event: string, payload?: unknown): Promise<Settled> {
  return page.evaluate(
    ([e, p]) =>
      (
        window as unknown as { portico: { request(e: unknown, p: unknown): Promise<Settled> } }
      ).portico.request(e, p),
    [event, payload] as const,
  );
}

/** The secure site's mailbox of `email`, newest last. */
export async function mailboxOf(
  siteUrl: string,
  email: string,
): Promise<{ kind: string; code: string | null; link?: string | null }[]> {
  const res = await fetch(`${siteUrl}/mailbox?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { kind: string; code: string | null; link?: string | null }[] })
    .messages;
}
