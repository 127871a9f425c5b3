import { type KeyboardEvent, useId, useState } from 'react';
import { useActivity } from '../../../hooks/index.ts';
import { ActivityTab } from './ActivityTab.tsx';
import { NftsTab } from './NftsTab.tsx';
import { TokensTab } from './TokensTab.tsx';

const TABS = ['Tokens', 'NFTs', 'Activity'] as const;
type Tab = (typeof TABS)[number];

/**
 * Account's tabs Tokens, NFTs, Activity (§2), with the WAI-ARIA tabs pattern (arrow keys move between
 * tabs). The Activity tab carries the pending-transaction badge, capped at 99 (§2).
 */
export function AccountTabs() {
  const id = useId();
  const [selected, setSelected] = useState<Tab>('Tokens');
  const { pendingBadge } = useActivity();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(selected) + step + TABS.length) % TABS.length] ?? 'Tokens';
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="portico-section">
      <div className="portico-actions" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            // The selected tab in the accent colour (--compact would paint over its background).
            className={tab === selected ? 'portico-button portico-button--primary' : 'portico-button'}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {tab}
            {tab === 'Activity' && pendingBadge > 0 ? (
              <span className="portico-tag">
                {pendingBadge}
                <span className="portico-visually-hidden"> pending</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`}>
        {selected === 'Tokens' ? <TokensTab /> : selected === 'NFTs' ? <NftsTab /> : <ActivityTab />}
      </div>
    </section>
  );
}
