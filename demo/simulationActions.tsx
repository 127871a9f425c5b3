import { useState } from 'react';
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits } from 'viem';
import { UNISWAP_V2_ROUTER } from '../dev/chain/seed/exchange.ts';
import { PUSD } from '../dev/chain/seed/plan.ts';
import type { Eip1193Provider } from '../headless/index.ts';
import { useAccount, useProvider } from '../hooks/index.ts';
import { DEMO_SEND_TO } from './walletActions.tsx';

/** More PUSD than any account holds: its transfer always reverts, with the token's own reason. */
const TOO_MUCH = 2n ** 255n;

const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEMO_SEND_TO, amount] });

/**
 * Requests whose approval shows what they will do (the wallet's simulation): a token transfer, an
 * unlimited approval of the local exchange's router, and a transfer that reverts. Each goes through
 * the connected wallet's provider like any host request; the result or the wallet's error is shown.
 */
export function SimulationActions() {
  const { isConnected, address } = useAccount('eip155');
  const { provider } = useProvider('eip155');
  const [result, setResult] = useState('');
  const evm = provider as Eip1193Provider | undefined;
  if (!isConnected || !address || !evm) return null;

  const send = (data: `0x${string}`) => {
    setResult('…');
    evm.request({ method: 'eth_sendTransaction', params: [{ from: address, to: PUSD.address, data }] }).then(
      (answer) => setResult(String(answer)),
      (error: unknown) => setResult(`Error: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const approveUnlimited = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [UNISWAP_V2_ROUTER, maxUint256],
  });

  return (
    <section aria-label="Requests to simulate" className="host-actions">
      <button
        type="button"
        className="host-button"
        onClick={() => send(transfer(parseUnits('1', PUSD.decimals)))}
      >
        Send 1 PUSD
      </button>
      <button type="button" className="host-button" onClick={() => send(approveUnlimited)}>
        Approve unlimited PUSD
      </button>
      <button type="button" className="host-button" onClick={() => send(transfer(TOO_MUCH))}>
        Send a failing transfer
      </button>
      <output className="host-output" data-testid="simulation-result">
        {result}
      </output>
    </section>
  );
}
