import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNTS } from './accounts.ts';
import { postRaw, startTestSolana } from './test-helpers.ts';

let solana: Awaited<ReturnType<typeof startTestSolana>>;
beforeAll(async () => {
  solana = await startTestSolana();
});
afterAll(() => solana.close());

const call = (body: unknown) => postRaw(solana.url, JSON.stringify(body));

describe('Solana JSON-RPC front: bad requests get JSON-RPC 2.0 errors', () => {
  it('body that is not JSON → -32700 with id null', async () => {
    const { status, json } = await postRaw(solana.url, '{"jsonrpc":');
    expect(status).toBe(200);
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: body is not JSON' },
    });
  });

  it('not a JSON-RPC 2.0 request → -32600, keeping the id when there is one', async () => {
    const { json } = await call({ jsonrpc: '1.0', id: 4, method: 'getSlot' });
    expect(json).toMatchObject({ jsonrpc: '2.0', id: 4, error: { code: -32600 } });
    expect(
      (await call({ jsonrpc: '2.0', id: 5, method: 'getBalance', params: { pubkey: 'x' } })).json,
    ).toMatchObject({
      id: 5,
      error: { code: -32600, message: expect.stringMatching(/params/) },
    });
    expect((await call([])).json).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('unknown method → -32601 (including Object.prototype names)', async () => {
    expect((await call({ jsonrpc: '2.0', id: 'a', method: 'getBlock', params: [1] })).json).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      error: { code: -32601, message: 'Method not found: getBlock' },
    });
    expect((await call({ jsonrpc: '2.0', id: 'b', method: 'toString' })).json).toMatchObject({
      error: { code: -32601 },
    });
  });

  it('invalid params → -32602 naming the parameter', async () => {
    const { json } = await call({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] });
    expect(json).toMatchObject({
      id: 1,
      error: { code: -32602, message: expect.stringMatching(/params\[0\]: not a base58/) },
    });
    const missing = await call({
      jsonrpc: '2.0',
      id: 2,
      method: 'requestAirdrop',
      params: [SOLANA_ACCOUNTS[0]?.address],
    });
    expect(missing.json).toMatchObject({ id: 2, error: { code: -32602 } });
    const garbage = await call({
      jsonrpc: '2.0',
      id: 3,
      method: 'sendTransaction',
      params: ['AAAA', { encoding: 'base64' }],
    });
    expect(garbage.json).toMatchObject({
      id: 3,
      error: { code: -32602, message: expect.stringMatching(/deserialize/) },
    });
    const zstd = await call({
      jsonrpc: '2.0',
      id: 4,
      method: 'getAccountInfo',
      params: [SOLANA_ACCOUNTS[0]?.address, { encoding: 'base64+zstd' }],
    });
    expect(zstd.json).toMatchObject({ id: 4, error: { code: -32602 } });
  });

  it('answers a batch in order, errors and results mixed', async () => {
    const { json } = await call([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { jsonrpc: '2.0', id: 3, method: 'getGenesisHash', params: [] },
    ]);
    expect(json).toMatchObject([
      { id: 1, result: 'ok' },
      { id: 2, error: { code: -32601 } },
      { id: 3, result: expect.any(String) },
    ]);
  });

  it('writes u64 values as full-precision JSON numbers', async () => {
    const res = await fetch(solana.url, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: [SOLANA_ACCOUNTS[0]?.address, { encoding: 'base64' }],
      }),
    });
    expect(await res.text()).toContain('"rentEpoch":18446744073709551615');
  });

  it('serves GET /health, CORS preflight, and refuses other verbs', async () => {
    const health = await fetch(`${solana.url}/health`);
    expect(await health.text()).toBe('ok');
    const preflight = await fetch(solana.url, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(solana.url, { method: 'PUT', body: '{}' })).status).toBe(405);
  });
});
