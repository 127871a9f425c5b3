// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test-support/eventually.ts';
import type { ApprovalRequest } from './approval.ts';
import { createDomPrompt, PROMPT_HOST_ID, PROMPT_LABEL } from './prompt.ts';

const request = (method: string, params: unknown = ['0x00']): ApprovalRequest => ({
  namespace: 'eip155',
  chain: 'eip155:31337',
  method,
  params,
  origin: 'http://localhost:5173',
});

const host = () => document.getElementById(PROMPT_HOST_ID);
const button = (name: string) =>
  [...(host()?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);

/** The card appears after the queue ahead of it settles (a microtask even when empty). */
const shown = (method: string) =>
  eventually(() => {
    expect(host()?.shadowRoot?.textContent).toContain(method);
  });

afterEach(() => {
  document.body.replaceChildren();
});

describe('approval prompt', () => {
  it('shows the label, method, origin and params in an open shadow root', async () => {
    void createDomPrompt(document)(request('personal_sign', ['0x68656c6c6f', '0xabc']));
    await shown('personal_sign');
    const root = host()?.shadowRoot;
    expect(root).toBeTruthy();
    const text = root?.textContent ?? '';
    expect(text).toContain(PROMPT_LABEL);
    expect(text).toContain('personal_sign');
    expect(text).toContain('http://localhost:5173');
    expect(text).toContain('eip155:31337');
    expect(text).toContain('0x68656c6c6f');
    expect(root?.querySelector('[role="dialog"]')).toBeTruthy();
    // Host-page styles do not reach inside: the card lives only in the shadow tree.
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('resolves true on Approve and false on Reject, removing the card', async () => {
    const prompt = createDomPrompt(document);
    const approved = prompt(request('eth_requestAccounts'));
    await shown('eth_requestAccounts');
    button('Approve')?.click();
    expect(await approved).toBe(true);
    expect(host()).toBeNull();
    const rejected = prompt(request('eth_requestAccounts'));
    await shown('eth_requestAccounts');
    button('Reject')?.click();
    expect(await rejected).toBe(false);
  });

  it('rejects on Escape', async () => {
    const answer = createDomPrompt(document)(request('eth_sendTransaction'));
    await shown('eth_sendTransaction');
    host()
      ?.shadowRoot?.querySelector('[role="dialog"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await answer).toBe(false);
  });

  it('shows one request at a time, oldest first', async () => {
    const prompt = createDomPrompt(document);
    const first = prompt(request('first_method'));
    const second = prompt(request('second_method'));
    await shown('first_method');
    expect(document.querySelectorAll(`#${PROMPT_HOST_ID}`)).toHaveLength(1);
    expect(host()?.shadowRoot?.textContent).toContain('first_method');
    button('Approve')?.click();
    expect(await first).toBe(true);
    await shown('second_method');
    button('Reject')?.click();
    expect(await second).toBe(false);
  });

  it('writes params as text, never as markup', async () => {
    void createDomPrompt(document)(request('personal_sign', ['<img src=x onerror=alert(1)>']));
    await shown('personal_sign');
    const root = host()?.shadowRoot;
    expect(root?.querySelector('img')).toBeNull();
    expect(root?.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
