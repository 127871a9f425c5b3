/** The demo's secure site mailbox (`GET /mailbox?email=`), as the e2e tests read their codes from it. */
import { poll } from './modal.ts';

interface MailboxMessage {
  to: string;
  kind: string;
  code: string | null;
  at: number;
}

/** Kinds of mail the secure site sends: a login code, a device link, the update's two codes. */
export type MailKind = 'otp' | 'device' | 'update-primary' | 'update-secondary';

/** The newest 6-digit code of this kind mailed to `email` by the secure site (waits for it to arrive). */
export async function codeFor(siteUrl: string, email: string, kind: MailKind = 'otp'): Promise<string> {
  let code: string | undefined;
  await poll(async () => {
    const response = await fetch(`${siteUrl}/mailbox?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    code = messages.filter((message) => message.kind === kind).at(-1)?.code ?? undefined;
    return code;
  }).toMatch(/^\d{6}$/);
  return code ?? '';
}
