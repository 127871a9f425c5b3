/**
 * The simulated outcome's view (Send's review, SwapPreview, ApproveTransaction): the spec's
 * simulation texts from each line's catalogue key, in order, the worth in fiat beside an amount whose
 * price is known, dangers (a predicted failure, an unlimited approval's warning) as alerts, and the
 * waiting text while the simulation runs.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { outcomeLines } from '../../../domain/simulation/outcomeLines.ts';
import { NATIVE_COIN_ADDRESS } from '../../../domain/simulation/tokenEvents.ts';
import { setLocale } from '../../../headless/index.ts';
import { PorticoProvider } from '../../../hooks/index.ts';
import { testModal } from '../../../test-support/testing.tsx';
import { SimulationOutcome } from './SimulationOutcome.tsx';

const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d';
const PUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const lines = outcomeLines(
  {
    outgoing: [
      { standard: 'native', token: NATIVE_COIN_ADDRESS, symbol: 'ETH', decimals: 18, amount: 10n ** 16n },
    ],
    incoming: [{ standard: 'erc20', token: PUSD, symbol: 'PUSD', decimals: 6, amount: 25_000_000n }],
    approvals: [
      {
        scope: 'erc20',
        token: PUSD,
        symbol: 'PUSD',
        spender: ROUTER,
        amount: 2n ** 256n - 1n,
        unlimited: true,
        revoked: false,
      },
    ],
    contractsCreated: 0,
    revert: { callIndex: 1, reason: 'UniswapV2Router: EXPIRED' },
  },
  { prices: { [NATIVE_COIN_ADDRESS]: 2500 } },
);

let destroy: (() => void) | undefined;
afterEach(() => {
  cleanup();
  destroy?.();
});

function show(simulating: boolean) {
  const modal = testModal();
  destroy = () => modal.destroy();
  render(
    <PorticoProvider modal={modal}>
      <SimulationOutcome simulating={simulating} lines={simulating ? undefined : lines} />
    </PorticoProvider>,
  );
  return modal;
}

test('"What this will do": the failure first, what goes out with its worth, what comes in, the unlimited approval and its warning', () => {
  show(false);
  const section = screen.getByRole('region', { name: 'What this will do' });
  const items = [...section.querySelectorAll('li')].map((item) => item.textContent);
  expect(items).toEqual([
    'This transaction will fail: UniswapV2Router: EXPIRED',
    'You send 0.01 ETH ≈ $25.00',
    'You receive 25 PUSD',
    'Allows 0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D to spend all your PUSD',
    lines[4]?.text,
  ]);
  expect(lines[4]?.id).toBe('actions.simulation.warning.unlimited');
  // The failure and the unlimited warning are alerts; what moves is not.
  expect(screen.getAllByRole('alert').map((alert) => alert.dataset.line)).toEqual([
    'actions.simulation.revert',
    'actions.simulation.warning.unlimited',
  ]);
});

test('while the simulation runs it says so', () => {
  show(true);
  expect(screen.getByRole('region', { name: 'What this will do' }).textContent).toContain(
    'Simulating what this request will do…',
  );
});

test('in Arabic the heading and the lines are written again from their keys', async () => {
  const modal = show(false);
  await act(() => setLocale(modal, 'ar'));
  const section = screen.getByRole('region', { name: /./ });
  expect(section.getAttribute('aria-label')).not.toBe('What this will do');
  expect(section.querySelector('li')?.textContent).toContain('UniswapV2Router: EXPIRED');
  expect(section.querySelector('li')?.textContent).not.toContain('This transaction will fail');
});

test("a transfer's receiver is shortened, as the review's To row shows it (the spender above stays whole)", () => {
  const modal = testModal();
  destroy = () => modal.destroy();
  const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  render(
    <PorticoProvider modal={modal}>
      <SimulationOutcome
        simulating={false}
        lines={[
          {
            id: 'actions.simulation.gain',
            params: { amount: '3 PUSD', address: receiver },
            text: `+3 PUSD to ${receiver}`,
            tone: 'gain',
          },
        ]}
      />
    </PorticoProvider>,
  );
  const section = screen.getByRole('region', { name: 'What this will do' });
  expect(section.querySelector('li')?.textContent).toBe('+3 PUSD to 0x7099…79C8');
});
