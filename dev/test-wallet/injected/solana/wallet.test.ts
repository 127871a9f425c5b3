import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { type ApprovalMode, createApprover } from '../approval.ts';
import { ProviderRpcError } from '../errors.ts';
import { TEST_WALLET_ICON } from '../icon.ts';
import { createSolanaSigner } from './keys.ts';
import type { WalletAccount } from './standard.ts';
import { createSolanaWallet } from './wallet.ts';

const CHAIN = 'solana:localnet';
const SEED = new Uint8Array(32).fill(7);
const SEED_ADDRESS = 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB';

/** A fake Solana RPC that answers sendTransaction with the transaction's first signature. */
function fakeSolanaRpc(error?: { code: number; message: string }) {
  const sent: Uint8Array[] = [];
  const fetchFn = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: [string, unknown] };
    if (error) return Response.json({ jsonrpc: '2.0', id: body.id, error });
    const bytes = new Uint8Array(getBase64Encoder().encode(body.params[0]));
    sent.push(bytes);
    const signature = Object.values(getTransactionDecoder().decode(bytes).signatures)[0];
    return Response.json({
      jsonrpc: '2.0',
      id: body.id,
      result: getBase58Decoder().decode(signature as Uint8Array),
    });
  };
  return { fetch: fetchFn as typeof fetch, sent };
}

function setup(mode: ApprovalMode = 'approve', rpc = fakeSolanaRpc()) {
  const approver = createApprover({ mode });
  const solana = createSolanaWallet({
    name: 'Portico Test Wallet',
    icon: TEST_WALLET_ICON,
    options: {
      rpcUrl: 'http://127.0.0.1:8899',
      caipNetworkId: CHAIN,
      extraChains: ['solana:devnet'],
      secretKey: SEED,
    },
    approver,
    origin: () => 'http://localhost',
    fetch: rpc.fetch,
  });
  const { features } = solana.wallet;
  const connect = async () => {
    const { accounts } = await features['standard:connect'].connect();
    return accounts[0] as WalletAccount;
  };
  return { approver, solana, features, connect, rpc };
}

/** A v0 transaction with `payer` as fee payer and one instruction, as wire bytes. */
function transactionBytes(payer: Address): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'), lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
          data: new Uint8Array([104, 105]),
        },
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('Solana wallet-standard wallet', () => {
  it('has the standard shape: version, name, base64 icon, chains and every feature', () => {
    const { solana } = setup();
    expect(solana.wallet).toMatchObject({
      version: '1.0.0',
      name: 'Portico Test Wallet',
      chains: [CHAIN, 'solana:devnet'],
    });
    expect(solana.wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.keys(solana.wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(solana.wallet.accounts).toEqual([]);
  });

  it('connects on approval with the key from the seed, emits change, keeps the account object', async () => {
    const { solana, features, connect } = setup();
    const changes: unknown[] = [];
    features['standard:events'].on('change', (properties) => changes.push(properties));
    const account = await connect();
    expect(account.address).toBe(SEED_ADDRESS);
    expect(account.publicKey).toHaveLength(32);
    expect(account.chains).toEqual([CHAIN, 'solana:devnet']);
    expect(solana.wallet.accounts).toEqual([account]);
    expect(solana.wallet.accounts[0]).toBe(account);
    expect(changes).toEqual([{ accounts: [account] }]);
    expect(await solana.address()).toBe(SEED_ADDRESS);
  });

  it('a silent connect never prompts and gives no accounts before approval', async () => {
    const { features, approver } = setup('reject');
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
    expect(approver.history).toEqual([]);
  });

  it('rejects connect with 4001 in reject mode', async () => {
    const { features } = setup('reject');
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 });
  });

  it('disconnect (app or wallet side) empties accounts and emits change; off() stops listening', async () => {
    const { solana, features, connect } = setup();
    const changes: unknown[] = [];
    const off = features['standard:events'].on('change', (properties) => changes.push(properties));
    await connect();
    await features['standard:disconnect'].disconnect();
    expect(solana.wallet.accounts).toEqual([]);
    expect(changes.at(-1)).toEqual({ accounts: [] });
    off();
    await connect();
    solana.disconnect();
    expect(changes).toHaveLength(2);
  });

  it('signMessage returns an ed25519 signature over the message', async () => {
    const { features, connect, approver } = setup();
    const account = await connect();
    const message = new TextEncoder().encode('Sign in to Portico');
    const [result] = await features['solana:signMessage'].signMessage({ account, message });
    const signer = await createSolanaSigner(SEED);
    expect(result?.signedMessage).toEqual(message);
    expect(result?.signatureType).toBe('ed25519');
    expect(
      await verifySignature(signer.keyPair.publicKey, result?.signature as SignatureBytes, message),
    ).toBe(true);
    expect(approver.history.at(-1)).toMatchObject({
      namespace: 'solana',
      method: 'solana:signMessage',
      params: [{ account: SEED_ADDRESS, message: 'Sign in to Portico' }],
    });
  });

  it('refuses to sign before connect or for an account it does not hold (4100)', async () => {
    const { features, connect } = setup();
    const stranger = {
      address: '11111111111111111111111111111111',
      publicKey: new Uint8Array(32),
      chains: [],
      features: [],
    };
    const message = new Uint8Array([1]);
    await expect(
      features['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toBeInstanceOf(ProviderRpcError);
    await connect();
    await expect(
      features['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('signTransaction adds a valid signature of the wallet to the wire transaction', async () => {
    const { features, connect } = setup();
    const account = await connect();
    const [result] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: transactionBytes(account.address as Address),
      chain: CHAIN,
    });
    const signed = getTransactionDecoder().decode(result?.signedTransaction as Uint8Array);
    const signature = signed.signatures[account.address as Address];
    const signer = await createSolanaSigner(SEED);
    expect(
      await verifySignature(signer.keyPair.publicKey, signature as SignatureBytes, signed.messageBytes),
    ).toBe(true);
  });

  it('signTransaction refuses a chain the wallet does not report, and a transaction it cannot sign', async () => {
    const { features, connect } = setup();
    const account = await connect();
    const transaction = transactionBytes(account.address as Address);
    await expect(
      features['solana:signTransaction'].signTransaction({ account, transaction, chain: 'solana:mainnet' }),
    ).rejects.toThrow(/does not support chain/);
    const foreign = transactionBytes(address('11111111111111111111111111111111'));
    await expect(
      features['solana:signTransaction'].signTransaction({ account, transaction: foreign }),
    ).rejects.toThrow();
  });

  it('signAndSendTransaction sends the signed transaction to the RPC and returns its signature bytes', async () => {
    const { features, connect, rpc } = setup();
    const account = await connect();
    const [result] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: transactionBytes(account.address as Address),
      chain: CHAIN,
      options: { skipPreflight: true },
    });
    expect(rpc.sent).toHaveLength(1);
    const sent = getTransactionDecoder().decode(rpc.sent[0] as Uint8Array);
    expect(result?.signature).toEqual(sent.signatures[account.address as Address]);
  });

  it("signAndSendTransaction: 4001 when rejected (nothing sent); the node's error when it refuses", async () => {
    const { features, connect, approver, rpc } = setup();
    const account = await connect();
    const input = {
      account,
      transaction: transactionBytes(account.address as Address),
      chain: CHAIN,
    } as const;
    approver.setMode('reject');
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction(input),
    ).rejects.toMatchObject({
      code: 4001,
    });
    expect(rpc.sent).toEqual([]);

    const refusing = setup('approve', fakeSolanaRpc({ code: -32002, message: 'Blockhash not found' }));
    const refusingAccount = await refusing.connect();
    await expect(
      refusing.features['solana:signAndSendTransaction'].signAndSendTransaction({
        ...input,
        account: refusingAccount,
      }),
    ).rejects.toMatchObject({ code: -32002, message: 'Blockhash not found' });
  });
});
