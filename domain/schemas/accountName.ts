/** Schema of an account name to register (§5): letters, digits or hyphen, at least 4 characters. */
import * as z from 'zod/mini';
import { ACCOUNT_NAME_PATTERN } from '../accountName.ts';
import { MESSAGES } from '../errors.ts';

/** §5: an account name. */
export const accountNameSchema = z
  .string({ error: MESSAGES.invalidAccountName })
  .check(z.regex(ACCOUNT_NAME_PATTERN, { error: MESSAGES.invalidAccountName }));
