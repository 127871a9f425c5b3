import type { ComponentType } from 'react';
import { accountActionsOf, type MessageId, type WalletFeature } from '../../../headless/index.ts';
import { useMessages, useModal, useNetwork, useProjectFeatures } from '../../../hooks/index.ts';
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../icons.tsx';

/** The view each wallet feature opens, its button's text and its icon. */
const ACTIONS: Readonly<
  Record<
    WalletFeature,
    { view: 'OnRamp' | 'Receive' | 'Send' | 'Swap'; messageId: MessageId; Icon: ComponentType }
  >
> = {
  onramp: { view: 'OnRamp', messageId: 'onramp.buy', Icon: BuyIcon },
  swaps: { view: 'Swap', messageId: 'account.swap', Icon: SwapIcon },
  receive: { view: 'Receive', messageId: 'account.receive', Icon: ReceiveIcon },
  send: { view: 'Send', messageId: 'account.send', Icon: SendIcon },
};

/**
 * Account's action bar: a row of icon buttons for the wallet features that are on and that the
 * active network can serve (`accountActionsOf`), in the §9 order (Buy, Swap, Receive, Send). Each
 * button's name is its visible label.
 */
export function AccountActions() {
  const { walletFeatures } = useProjectFeatures();
  const { network, activeNamespace } = useNetwork();
  const { push } = useModal();
  const { t } = useMessages();
  const actions = accountActionsOf(walletFeatures, {
    activeNamespace,
    caipNetworkId: network?.caipNetworkId,
  });
  if (actions.length === 0) return null;
  return (
    <div className="portico-account-actions">
      {actions.map((feature) => {
        const { view, messageId, Icon } = ACTIONS[feature];
        return (
          <button key={feature} type="button" className="portico-action" onClick={() => push({ view })}>
            <Icon />
            <span className="portico-action-label">{t(messageId)}</span>
          </button>
        );
      })}
    </div>
  );
}
