/**
 * The Solana stand-in's request bodies: a body over SOLANA_RPC_MAX_BODY_BYTES is answered 413
 * (not a dropped socket), its reading stops at the limit, and the stand-in goes on serving. Each attack
 * is sent for real, 300 MB planned.
 */
import { createSolanaRpc } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postBody, postLyingLength, reportRssGrowth } from '../shared/bodyAttacks.ts';
import { SOLANA_RPC_MAX_BODY_BYTES } from './solana/rpc-server.ts';
import { postRaw, startTestSolana } from './test-helpers.ts';

// A 300 MB attempt on 2 shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000 });

const ATTEMPT_BYTES = 300 * 1024 * 1024;
const TOO_LARGE = { message: `body: larger than ${SOLANA_RPC_MAX_BODY_BYTES} bytes` };

let solana: Awaited<ReturnType<typeof startTestSolana>>;
beforeAll(async () => {
  solana = await startTestSolana();
});
afterAll(() => solana.close());

async function stillServes(): Promise<void> {
  expect(await createSolanaRpc(solana.url).getHealth().send()).toBe('ok');
}

describe('the Solana stand-in refuses oversized bodies', () => {
  it('answers 413 to a declared 300 MB body without reading it, and closes the connection', async () => {
    const answer = await reportRssGrowth('solana, 300 MB declared', () =>
      postBody({ url: solana.url, path: '/', bytes: ATTEMPT_BYTES }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('answers 413 to a chunked body growing past the limit, having stopped reading there', async () => {
    const answer = await reportRssGrowth('solana, 300 MB chunked', () =>
      postBody({ url: solana.url, path: '/', bytes: ATTEMPT_BYTES, declareLength: false }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('takes only the declared bytes of a body whose Content-Length lies, and drops the connection', async () => {
    const answer = await reportRssGrowth('solana, lying Content-Length', () =>
      postLyingLength({ url: solana.url, path: '/', declared: 16, bytes: ATTEMPT_BYTES }),
    );
    expect(answer.text).toMatch(/HTTP\/1\.1 400 Bad Request/);
    expect(answer.sent).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('answers an honest batch up to the limit', async () => {
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'getSlot' });
    const one = JSON.stringify(call(1_000_000)).length + 1;
    const batch = Array.from({ length: Math.floor(SOLANA_RPC_MAX_BODY_BYTES / one) }, (_, i) =>
      call(1_000_000 + i),
    );
    const body = JSON.stringify(batch);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(SOLANA_RPC_MAX_BODY_BYTES);
    const answer = await postRaw(solana.url, body);
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(batch.length);
  });
});
