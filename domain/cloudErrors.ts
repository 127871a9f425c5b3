/** The errors of a cloud API call (§7), pure so that machines and their tests can name them. */
import { httpStatusCode, PorticoError } from './errors.ts';

/**
 * A non-2xx answer. `serverMessage` is the body's `message`, used to map §8 alerts; `body` is the
 * parsed JSON body as it came (unknown; the name service reads its `reasons`, §8).
 */
export class CloudHttpError extends PorticoError {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage: string | undefined,
    retryAfterMs: number | undefined,
    body?: unknown,
  ) {
    super('httpStatusCode', httpStatusCode(status));
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfterMs = retryAfterMs;
    this.body = body;
  }
}

/** A 2xx answer whose body does not have the expected shape. */
export class CloudResponseError extends Error {
  override name = 'CloudResponseError';

  /** The first wrong field's path ('url', 'data.0.metadata.status'; 'body' for the whole answer). */
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}
