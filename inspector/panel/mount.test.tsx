import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { liveSource } from '../model/liveSource.ts';
import { MASKED } from '../model/mask.ts';
import { type MountedInspectorPanel, mountInspectorPanel } from './mount.tsx';
import { startDemoSystem } from './testing/demoSystem.ts';

let cleanup: Array<() => void> = [];

afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

function openPanel() {
  const system = startDemoSystem();
  const source = liveSource(system);
  const container = document.createElement('div');
  document.body.append(container);
  let panel: MountedInspectorPanel | undefined;
  act(() => {
    panel = mountInspectorPanel(container, source);
  });
  cleanup.push(() => {
    act(() => panel?.unmount());
    source.stop();
    system.stop();
    container.remove();
  });
  return { system, container };
}

// The panel re-renders on the next animation frame after a record: `findBy…` waits for it.
const send = (system: ReturnType<typeof startDemoSystem>, event: Parameters<typeof system.send>[0]) =>
  act(() => system.send(event));

const treeItem = (name: string) => screen.findByRole('treeitem', { name: new RegExp(`^${name}`) });

async function selectActor(name: string) {
  fireEvent.click(await treeItem(name));
  return screen.findByRole('heading', { name: `Statechart: ${name}` });
}

const activeStates = () => document.querySelector('[data-active-states]')?.textContent ?? '';

const logRows = () => within(screen.getByRole('table')).queryAllByRole('row').slice(1);

describe('the inspector panel', () => {
  it('shows the actor tree of the system, the root actor selected', async () => {
    openPanel();
    const tree = await screen.findByRole('tree', { name: 'Actors' });
    await within(tree).findByRole('treeitem', { name: /^connection:eip155/ });
    const names = within(tree)
      .getAllByRole('treeitem')
      .map((item) => item.getAttribute('data-actor-name'));
    expect(names).toEqual(['demo', 'connection:eip155', 'lookup']);
    expect(within(tree).getByRole('treeitem', { name: /^demo/ }).getAttribute('aria-selected')).toBe('true');
    expect(within(tree).getByRole('treeitem', { name: /^demo/ }).getAttribute('aria-level')).toBe('1');
    expect(
      within(tree)
        .getByRole('treeitem', { name: /^lookup/ })
        .getAttribute('aria-level'),
    ).toBe('2');
  });

  it("highlights the selected actor's active state, and moves it when an event changes it", async () => {
    const { system } = openPanel();
    await selectActor('connection:eip155');
    await waitFor(() => expect(activeStates()).toBe('Active states: disconnected'));
    const state = await waitFor(() => {
      const drawn = document.querySelector('[data-state-key="disconnected"]');
      expect(drawn).not.toBeNull();
      return drawn;
    });
    expect(state?.getAttribute('data-active')).toBe('true');

    send(system, { type: 'wallet.connect' });
    await waitFor(() => expect(activeStates()).toMatch(/^Active states: connecting/));
    expect(document.querySelector('[data-state-key="connecting"]')?.getAttribute('data-active')).toBe('true');
    expect(document.querySelector('[data-state-key="disconnected"]')?.getAttribute('data-active')).toBe(
      'false',
    );
    const taken = document.querySelectorAll('[data-edge-id][data-taken="true"]');
    expect([...taken].map((edge) => edge.getAttribute('data-event-type'))).toEqual(['wallet.connect']);
  });

  it('fits the chart to its container on request', async () => {
    openPanel();
    await selectActor('connection:eip155');
    const chart = await screen.findByRole('img', { name: 'Statechart of connection:eip155' });
    expect(Number(chart.getAttribute('width'))).toBeGreaterThan(0);
    const fit = screen.getByRole('button', { name: 'Fit to view' });
    fireEvent.click(fit);
    expect(fit.getAttribute('aria-pressed')).toBe('true');
    expect(chart.getAttribute('width')).toBe('100%');
  });

  it('logs an event with its sender, receiver, type and payload', async () => {
    const { system } = openPanel();
    send(system, { type: 'wallet.connected', address: '0xabc' });
    const row = await waitFor(() => {
      const found = logRows().find(
        (candidate) =>
          candidate.getAttribute('data-event-type') === 'wallet.connected' &&
          candidate.textContent?.includes('demo → connection:eip155'),
      );
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(within(row).getByText('{"address":"0xabc"}')).toBeTruthy();
  });

  it('narrows the log to the event types containing the filter text', async () => {
    const { system } = openPanel();
    send(system, { type: 'wallet.connect' });
    send(system, { type: 'otp.submit', code: '654321' });
    await waitFor(() =>
      expect(logRows().map((row) => row.getAttribute('data-event-type'))).toEqual(
        expect.arrayContaining(['wallet.connect', 'otp.submit']),
      ),
    );
    fireEvent.change(screen.getByLabelText('Filter by type'), { target: { value: 'otp' } });
    await waitFor(() =>
      expect(logRows().map((row) => row.getAttribute('data-event-type'))).toEqual(['otp.submit']),
    );
  });

  it('narrows the log to the events sent to or by one actor', async () => {
    const { system } = openPanel();
    send(system, { type: 'otp.submit', code: '654321' });
    send(system, { type: 'wallet.connect' });
    const actorFilter = (await screen.findByLabelText('Filter by actor')) as HTMLSelectElement;
    await waitFor(() => expect(logRows().length).toBeGreaterThanOrEqual(3));
    const lookup = [...actorFilter.options].find((option) => option.textContent === 'connection:eip155');
    fireEvent.change(actorFilter, { target: { value: lookup?.value } });
    await waitFor(() => {
      const rows = logRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent).toContain('connection:eip155');
      expect(rows.map((row) => row.getAttribute('data-event-type'))).not.toContain('otp.submit');
    });
  });

  it('goes back in time to the earlier state, and Live follows the newest again', async () => {
    const { system } = openPanel();
    await selectActor('connection:eip155');
    send(system, { type: 'wallet.connect' });
    send(system, { type: 'wallet.connected', address: '0xabc' });
    await waitFor(() => expect(activeStates()).toMatch(/^Active states: connected/));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(activeStates()).toMatch(/^Active states: connecting/));
    expect(screen.getByRole('button', { name: 'Live' }).getAttribute('aria-pressed')).toBe('false');
    // A new event while looking back leaves the view where the reader put it.
    send(system, { type: 'wallet.disconnect' });
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Recorded snapshot' }).getAttribute('max')).toBe('3'),
    );
    expect(activeStates()).toMatch(/^Active states: connecting/);

    fireEvent.click(screen.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(activeStates()).toMatch(/^Active states: disconnected/));
    expect(screen.getByRole('button', { name: 'Live' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves through snapshots with the range input', async () => {
    const { system } = openPanel();
    await selectActor('connection:eip155');
    send(system, { type: 'wallet.connect' });
    const slider = screen.getByRole('slider', { name: 'Recorded snapshot' });
    await waitFor(() => expect(slider.getAttribute('max')).toBe('1'));
    fireEvent.change(slider, { target: { value: '0' } });
    await waitFor(() => expect(activeStates()).toBe('Active states: disconnected'));
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Snapshot 1 of 2/);
  });

  it('masks a one-time code: the log shows MASKED, never the code', async () => {
    const { system, container } = openPanel();
    send(system, { type: 'otp.submit', code: '123456' });
    const row = await waitFor(() => {
      const found = logRows().find((candidate) => candidate.getAttribute('data-event-type') === 'otp.submit');
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(row.textContent).toContain(MASKED);
    expect(container.innerHTML).not.toContain('123456');
  });

  it('says a promise actor has no statechart', async () => {
    openPanel();
    await selectActor('lookup');
    expect(screen.getByText('No statechart: this actor is not a state machine.')).toBeTruthy();
  });

  it('shows the context of the shown snapshot', async () => {
    const { system } = openPanel();
    send(system, { type: 'otp.submit', code: '123456' });
    await waitFor(() =>
      expect(document.querySelector('[data-context]')?.textContent).toBe(
        JSON.stringify({ codesSubmitted: 1 }, null, 2),
      ),
    );
  });

  it('moves through the actor tree with the arrow keys, selecting as it goes', async () => {
    openPanel();
    const root = await treeItem('demo');
    await treeItem('lookup');
    root.focus();
    fireEvent.keyDown(root, { key: 'ArrowDown' });
    await screen.findByRole('heading', { name: 'Statechart: connection:eip155' });
    expect(document.activeElement?.getAttribute('data-actor-name')).toBe('connection:eip155');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    await screen.findByRole('heading', { name: 'Statechart: lookup' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    await screen.findByRole('heading', { name: 'Statechart: demo' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    await waitFor(() => expect(root.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
  });

  it('writes no <style> element and no style attribute, which a strict CSP would block', async () => {
    const { container } = openPanel();
    await selectActor('connection:eip155');
    await waitFor(() => expect(container.querySelector('svg[role="img"]')).not.toBeNull());
    expect(container.querySelectorAll('style, [style]')).toHaveLength(0);
  });

  it('has no accessibility violations that axe finds', async () => {
    const { system } = openPanel();
    send(system, { type: 'wallet.connect' });
    await selectActor('connection:eip155');
    await waitFor(() => expect(document.querySelector('svg[role="img"]')).not.toBeNull());
    await waitFor(() => expect(logRows().length).toBeGreaterThan(0));
    // jsdom does not paint: colour contrast cannot be measured here (the e2e axe run checks it).
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['aria-required-children', 'label']),
    );
    expect(
      results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
