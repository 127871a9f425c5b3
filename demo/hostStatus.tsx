import { type ReactNode, useEffect, useState } from 'react';

/**
 * The host pages' own way of showing what they read from Portico: statuses as badges in words, and
 * addresses as monospace chips that fit a phone, with a copy button.
 */

export type BadgeTone = 'neutral' | 'pending' | 'success' | 'danger';

/** A status in words, coloured by what it means; `testId` is the e2e tests' handle on its text. */
export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: BadgeTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`host-badge host-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** useAccount's `status` in the words a visitor reads, with its badge's tone. */
const ACCOUNT_STATUS: Readonly<Record<string, readonly [string, BadgeTone]>> = {
  disconnected: ['Not connected', 'neutral'],
  connecting: ['Connecting…', 'pending'],
  reconnecting: ['Reconnecting…', 'pending'],
  connected: ['Connected', 'success'],
};

/** An account's status as a badge (a status this table does not know shows as it is). */
export function AccountStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const [text, tone] = ACCOUNT_STATUS[status] ?? [status, 'neutral'];
  return (
    <StatusBadge tone={tone} testId={testId}>
      {text}
    </StatusBadge>
  );
}

/** How many characters of an address stay visible at its end when it is shortened. */
const TAIL_LENGTH = 6;

/**
 * An address in a monospace chip: shortened in the middle by CSS when it does not fit (the head ends in
 * an ellipsis, the tail always shows), so its text, the copy and `title` stay the whole address.
 */
export function AddressChip({ address, testId }: { address: string; testId?: string }) {
  const head = address.slice(0, -TAIL_LENGTH);
  const tail = address.slice(-TAIL_LENGTH);
  return (
    <span className="host-chip">
      <code className="host-address" title={address} data-testid={testId}>
        <span className="host-address-head">{head}</span>
        <span className="host-address-tail">{tail}</span>
      </code>
      <CopyButton text={address} label="Copy address" />
    </span>
  );
}

/** How long "Copied" shows on the button after a copy. */
const COPIED_MS = 1500;

/** A button that copies `text`; it says so in its label for a moment (announced, as a live region). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="host-copy"
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      data-copied={copied || undefined}
      onClick={() => {
        // Clipboard access can be refused (an insecure origin, a permission): then nothing is said.
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => {},
        );
      }}
    >
      {/* No text of its own: the chip's text stays the address alone. */}
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        {copied ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <>
            <rect
              x="8"
              y="8"
              width="12"
              height="12"
              rx="2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M16 4.5H6.5a2 2 0 0 0-2 2V16" fill="none" stroke="currentColor" strokeWidth="2" />
          </>
        )}
      </svg>
    </button>
  );
}

/** An account's address chip when connected, else its status badge; the test id is on either's text. */
export function AccountValue({
  isConnected,
  address,
  status,
  testId,
}: {
  isConnected: boolean;
  address: string | undefined;
  status: string;
  testId?: string;
}) {
  return isConnected && address ? (
    <AddressChip address={address} testId={testId} />
  ) : (
    <AccountStatusBadge status={status} testId={testId} />
  );
}
