/**
 * Helpers of the dev/chain tests: a Solana stand-in on a free port, raw JSON-RPC, a kit SOL transfer,
 * free ports and anvil processes by port.
 */
import { spawnSync } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import {
  SOLANA_ACCOUNT_LAMPORTS,
  SOLANA_ACCOUNTS,
  type SolanaDevAccount,
  solanaSeedBytes,
} from './accounts.ts';
import { SolanaLedger } from './solana/ledger.ts';
import { type RunningSolanaRpc, startSolanaRpc } from './solana/rpc-server.ts';

/** The RPC client type of createSolanaRpc for a plain URL string (all methods, requestAirdrop included). */
export type KitRpc = Rpc<SolanaRpcApi>;

/** A fresh seeded ledger behind the JSON-RPC front on a free port. */
export async function startTestSolana(): Promise<RunningSolanaRpc & { ledger: SolanaLedger }> {
  const ledger = new SolanaLedger(
    SOLANA_ACCOUNTS.map((a) => ({ address: a.address, lamports: SOLANA_ACCOUNT_LAMPORTS })),
  );
  const rpc = await startSolanaRpc({ ledger, port: 0 });
  return { ...rpc, ledger };
}

/** POSTs a raw body and returns the parsed JSON answer and HTTP status. */
export async function postRaw(url: string, body: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, json: await res.json() };
}

/** The kit signer of a seeded account. */
export function signerOf(account: SolanaDevAccount): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(solanaSeedBytes(account));
}

/** A System program transfer instruction (index 2, u64 lamports little-endian). */
export function transferInstruction(from: KeyPairSigner, to: Address, amount: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, amount, true);
  return {
    programAddress: '11111111111111111111111111111111' as Address,
    accounts: [
      { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from },
      { address: to, role: AccountRole.WRITABLE },
    ] as Instruction['accounts'],
    data,
  };
}

/**
 * Builds and signs a v0 SOL transfer with `lifetime` (default: the RPC's latest blockhash); returns the
 * base64 wire transaction and its signature.
 */
export async function signedTransfer(
  rpc: KitRpc,
  from: KeyPairSigner,
  to: Address,
  amount: bigint,
  lifetime?: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
): Promise<{ wire: ReturnType<typeof getBase64EncodedWireTransaction>; signature: Signature }> {
  const latest = lifetime ?? (await rpc.getLatestBlockhash().send()).value;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstruction(transferInstruction(from, to, amount), m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return { wire: getBase64EncodedWireTransaction(signed), signature: getSignatureFromTransaction(signed) };
}

/**
 * Polls getSignatureStatuses until the signature has a status (the RPC has no event for it). No deadline
 * of its own: a status that never comes fails the test at its timeout.
 */
export async function waitForStatus(
  rpc: KitRpc,
  signature: Signature,
): Promise<
  NonNullable<Awaited<ReturnType<ReturnType<typeof rpc.getSignatureStatuses>['send']>>['value'][number]>
> {
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    if (status) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The message of a rejection and of its cause (kit puts the transaction error in the cause). */
export async function rejectionText(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof Error)) return String(err);
    return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
  }
  throw new Error('expected a rejection');
}

/** Pids of anvil processes started with `--port <port>` (pgrep -f), as numbers. */
export function anvilPidsOnPort(port: number): number[] {
  const result = spawnSync('pgrep', ['-f', `anvil .*--port ${port} `], { encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => pid !== process.pid);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port N with N..N+count-1 all free on 127.0.0.1 right now. */
export async function freeConsecutivePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => portIsFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free consecutive ports');
}
