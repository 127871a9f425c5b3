import { type KeyboardEvent, useId, useState } from 'react';
import type { AccountTab } from '../../../headless/index.ts';
import { useActivity, useMessages, useProjectFeatures } from '../../../hooks/index.ts';
import { ActivityTab } from './ActivityTab.tsx';
import { NftsTab } from './NftsTab.tsx';
import { TokensTab } from './TokensTab.tsx';

/**
 * Account's tabs Tokens, NFTs, Activity (§2) as a segmented control, with the WAI-ARIA tabs pattern
 * (arrow keys move between tabs); the panel keeps a height while a tab loads, so nothing jumps. The
 * Activity tab carries the pending-transaction badge, capped at 99 (§2). With the §1 `activity`
 * switch off only Tokens is left (`accountTabs`).
 */
export function AccountTabs() {
  const id = useId();
  const { accountTabs: tabs } = useProjectFeatures();
  const [chosen, setSelected] = useState<AccountTab>('tokens');
  // A tab the features took away (remote configuration arrived) falls back to Tokens.
  const selected = tabs.includes(chosen) ? chosen : 'tokens';
  const { pendingBadge } = useActivity();
  const { t, formatNumber, dir } = useMessages();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrows follow the tabs' visual order, which right-to-left languages reverse.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const step = event.key === forward ? 1 : event.key === backward ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length] ?? 'tokens';
    setSelected(next);
    // By id within the tab list's own root: a shadow root's ids are not the document's.
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section>
      <div
        className="portico-segmented"
        role="tablist"
        aria-label={t('account.tabs.label')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            className="portico-segment"
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {t(`account.tabs.${tab}`)}
            {tab === 'activity' && pendingBadge > 0 ? (
              <span className="portico-tag">
                {formatNumber(pendingBadge)}
                <span className="portico-visually-hidden">
                  {' '}
                  {t('account.tabs.pending', { count: pendingBadge })}
                </span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="portico-account-panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
      >
        {selected === 'tokens' ? <TokensTab /> : selected === 'nfts' ? <NftsTab /> : <ActivityTab />}
      </div>
    </section>
  );
}
