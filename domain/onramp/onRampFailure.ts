/**
 * §3/§4 the on-ramp's error message: why a quote or a purchase failed, as the flow keeps and shows it.
 * The on-ramp API states what it refuses in a 4xx answer's message ('amount: must be at most 7500.00
 * USD (the CARD maximum)'); that text is shown, wherever the client wrapped the answer (it keeps it as
 * the `cause`). Portico's own errors show their text; anything else (a network failure, a wallet's
 * text) is 'Something went wrong'.
 */
import { CloudHttpError } from '../cloudErrors.ts';
import { isPorticoError, MESSAGES } from '../errors.ts';

/** How deep a chain of causes is followed: a client wraps an answer once or twice, not more. */
const MAX_CAUSES = 4;

/** The on-ramp API's own statement of a refused request, found along the error's causes. */
function refusalText(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (
      current instanceof CloudHttpError &&
      current.status >= 400 &&
      current.status < 500 &&
      current.serverMessage
    )
      return current.serverMessage;
    current = current.cause;
  }
  return undefined;
}

/** The text the on-ramp shows for a failed quote, purchase start or purchase. */
export function onRampFailureText(error: unknown): string {
  const refusal = refusalText(error);
  if (refusal !== undefined) return refusal;
  // A CloudHttpError of a 5xx says only 'HTTP status code: 500': nothing the person can act on.
  if (isPorticoError(error) && !(error instanceof CloudHttpError)) return error.message;
  return MESSAGES.somethingWentWrong;
}
