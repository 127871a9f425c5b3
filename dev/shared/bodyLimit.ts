/**
 * Request body limits of the dev servers (a 300 MB POST grew the secure site to 1 GB). Each
 * service names one limit, sized for its largest honest request, and checks it before anything else:
 * a declared Content-Length over it is refused unread, a chunked body is counted as it streams and
 * refused at the limit, never buffered whole. The refusal is a 413 `{ message }` that closes the
 * connection, so Node does not go on reading (and discarding) the rest of an attacker's body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The `message` of every 413 a dev server answers. */
export function bodyTooLargeMessage(maxBytes: number): string {
  return `body: larger than ${maxBytes} bytes`;
}

/** A declared Content-Length over `maxBytes` (an unparsable one counts as over: refuse, do not guess). */
function declaredOver(contentLength: string | null | undefined, maxBytes: number): boolean {
  if (contentLength === null || contentLength === undefined) return false;
  const length = Number(contentLength);
  return !Number.isSafeInteger(length) || length > maxBytes;
}

/**
 * Hono middleware: the first of a server's, on every route. A declared length over `maxBytes` is
 * refused on any method (hono's own `bodyLimit` skips requests it sees no body in, e.g. a GET's);
 * otherwise hono's `bodyLimit` counts the stream and stops reading at the limit.
 */
export function limitBody<E extends Env>(maxBytes: number): MiddlewareHandler<E> {
  const tooLarge = (c: Parameters<MiddlewareHandler<E>>[0]) => {
    c.header('Connection', 'close');
    return c.json({ message: bodyTooLargeMessage(maxBytes) }, 413);
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (declaredOver(c.req.header('content-length'), maxBytes)) return tooLarge(c);
    return counted(c, next);
  };
}

/** Answers a plain node:http request 413 `{ message }` and closes the connection. */
export function refuseTooLarge(res: ServerResponse, maxBytes: number, headers: Record<string, string> = {}) {
  res.writeHead(413, { ...headers, 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ message: bodyTooLargeMessage(maxBytes) }));
}

/**
 * Reads a plain node:http request's body, at most `maxBytes`: undefined (and the request left unread
 * from there) when its declared length or the bytes that came are over. Answer it with
 * {@link refuseTooLarge}, whose closing the connection drops the rest.
 */
export function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (declaredOver(req.headers['content-length'], maxBytes)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop reading here; destroying the request instead would drop the socket before the 413.
        req.off('data', onData);
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Whether a plain node:http request brings a body over `maxBytes` by its declared length, or any body
 * at all when `maxBytes` is 0 (a chunked one too): for servers whose routes read no body.
 */
export function declaresBodyOver(req: IncomingMessage, maxBytes: number): boolean {
  if (maxBytes === 0 && req.headers['transfer-encoding'] !== undefined) return true;
  return declaredOver(req.headers['content-length'], maxBytes);
}
