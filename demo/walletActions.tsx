import { useState } from 'react';
import type { Eip1193Provider } from '../headless/index.ts';
import { useAccount, useProvider } from '../hooks/index.ts';

/** The fixed text the demo's Sign message button signs. */
export const DEMO_SIGN_TEXT = 'Hello from the Portico demo';
/** Anvil's account #1: where the demo's Send 0.01 button sends. */
export const DEMO_SEND_TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** 0.01 ETH in wei, as a JSON-RPC quantity. */
const CENT_ETH_WEI = `0x${(10n ** 16n).toString(16)}`;

const hexOf = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * What a host app does with the connected wallet, through the provider Portico gives it (any connector:
 * an injected wallet, a paired one, the embedded wallet): sign a fixed message (`personal_sign`) and
 * send 0.01 of the native token on eip155. Each shows its result, or the wallet's error.
 */
export function WalletActions() {
  const { isConnected, address } = useAccount('eip155');
  const { provider } = useProvider('eip155');
  const [signature, setSignature] = useState('');
  const [sent, setSent] = useState('');
  const evm = provider as Eip1193Provider | undefined;
  if (!isConnected || !address || !evm) return null;

  const run = (set: (text: string) => void, call: () => Promise<unknown>) => {
    set('…');
    call().then(
      (answer) => set(String(answer)),
      (error: unknown) => set(`Error: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  return (
    <section aria-label="Wallet actions" className="host-actions">
      <button
        type="button"
        className="host-button"
        onClick={() =>
          run(setSignature, () =>
            evm.request({ method: 'personal_sign', params: [hexOf(DEMO_SIGN_TEXT), address] }),
          )
        }
      >
        Sign message
      </button>
      <output className="host-output" data-testid="sign-message-result">
        {signature}
      </output>
      <button
        type="button"
        className="host-button"
        onClick={() =>
          run(setSent, () =>
            evm.request({
              method: 'eth_sendTransaction',
              params: [{ from: address, to: DEMO_SEND_TO, value: CENT_ETH_WEI }],
            }),
          )
        }
      >
        Send 0.01
      </button>
      <output className="host-output" data-testid="send-result">
        {sent}
      </output>
    </section>
  );
}
