import { describe, expect, it } from 'vitest';
import { parseCli } from './cli.ts';

describe('dev:wallet arguments', () => {
  it('headless: --uri with defaults', () => {
    expect(parseCli(['--uri', 'wc:abc@2?symKey=1'])).toEqual({
      kind: 'headless',
      relayUrl: 'ws://127.0.0.1:8789',
      uri: 'wc:abc@2?symKey=1',
      policy: 'approve',
      chainPort: 8545,
      account: 0,
    });
    expect(parseCli(['--relay', 'ws://127.0.0.1:9', '--uri', 'wc:x', '--policy', 'reject'])).toMatchObject({
      relayUrl: 'ws://127.0.0.1:9',
      policy: 'reject',
    });
  });

  it('serve: --serve --port', () => {
    expect(parseCli(['--serve', '--port', '5174', '--chain-port', '9000'])).toEqual({
      kind: 'serve',
      relayUrl: 'ws://127.0.0.1:8789',
      port: 5174,
      chainPort: 9000,
      account: 0,
    });
  });

  it('refuses bad flags with the flag named', () => {
    expect(() => parseCli([])).toThrow('--uri is required');
    expect(() => parseCli(['--uri', 'https://x'])).toThrow('--uri');
    expect(() => parseCli(['--uri', 'wc:x', '--policy', 'manual'])).toThrow('--policy');
    expect(() => parseCli(['--uri', 'wc:x', '--port', '1'])).toThrow('--port: only with --serve');
    expect(() => parseCli(['--serve', '--port', '70000'])).toThrow('--port');
    expect(() => parseCli(['--uri', 'wc:x', '--account', '9'])).toThrow('--account');
    expect(() => parseCli(['--relay', 'http://x', '--uri', 'wc:x'])).toThrow('--relay');
    expect(() => parseCli(['--bogus'])).toThrow();
  });
});
