/**
 * The Solana wallet over a session against the REAL dev relay, the REAL pairing wallet and the local
 * Solana stand-in (litesvm behind dev/chain's RPC): its accounts come from the session's solana
 * namespace; signMessage goes to the wallet as solana_signMessage and returns an Ed25519 signature of
 * the message by the account's key; signTransaction goes as solana_signTransaction and returns the
 * transaction signed by the account, which the chain accepts (lamports move); signTransaction is offered
 * only when the session grants it; and 'change' fires when the wallet updates the session.
 */
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNTS } from '../../../dev/chain/accounts.ts';
import type { Peer } from '../../../dev/relay/peers.ts';
import {
  cleanup,
  dapp,
  EVM_METHODS,
  type Harness,
  propose,
  SOLANA_ACCOUNT,
  startHarness,
  stopHarness,
  wallet,
} from '../../../dev/test-wallet/pairing/test-helpers.ts';
import type { StandardWallet, StandardWalletAccount } from '../types.ts';
import { createWalletConnectSolanaWallet } from './solanaWallet.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterEach(() => cleanup(h));
afterAll(() => stopHarness(h));

type SignMessage = (
  ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
) => Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;
type SignTransaction = (
  ...inputs: { account: StandardWalletAccount; transaction: Uint8Array }[]
) => Promise<{ signedTransaction: Uint8Array }[]>;
type On = (
  event: 'change',
  listener: (properties: { accounts: StandardWalletAccount[] }) => void,
) => () => void;

const signMessageOf = (solana: StandardWallet) =>
  (solana.features['solana:signMessage'] as { signMessage: SignMessage }).signMessage;
const signTransactionOf = (solana: StandardWallet) =>
  (solana.features['solana:signTransaction'] as { signTransaction: SignTransaction }).signTransaction;
type SignAndSend = (
  ...inputs: { account: StandardWalletAccount; transaction: Uint8Array }[]
) => Promise<{ signature: Uint8Array }[]>;
const signAndSendOf = (solana: StandardWallet) =>
  (solana.features['solana:signAndSendTransaction'] as { signAndSendTransaction: SignAndSend })
    .signAndSendTransaction;
const onOf = (solana: StandardWallet) => (solana.features['standard:events'] as { on: On }).on;

const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];
const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
const RECIPIENT = SOLANA_ACCOUNTS[1] as (typeof SOLANA_ACCOUNTS)[number];

/** Resolves with the first value `subscribe` delivers (an event that never comes fails at the test's timeout). */
function firstDelivered<T>(subscribe: (deliver: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => subscribe(resolve));
}

/**
 * Pair a dapp with the pairing wallet. `connect` is the dapp's proposal (default: test-helpers' propose,
 * which asks eip155:31337 with 31338 and Solana optional).
 */
async function paired(connect: (peer: Peer) => ReturnType<Peer['connect']> = (peer) => propose(h, peer)) {
  const peer = await dapp(h);
  const w = await wallet(h);
  const { uri, approval } = await connect(peer);
  if (!uri) throw new Error('connect() gave no URI');
  await w.pair(uri);
  const session = await approval();
  return { peer, w, session };
}

/** A proposal of eip155:31337 only (so a switch to 31338 must update the session) and Solana's two methods. */
const proposeOneEvmChain = (peer: Peer) =>
  peer.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: EVM_METHODS, events: ['chainChanged'] },
      solana: { chains: [h.chains.solana.caip2Id], methods: SOLANA_METHODS, events: [] },
    },
  });

/** The System Program's transfer of `lamports` from `from` (fee payer) to `to`, as wire bytes. */
function transferWire(
  from: Address,
  to: Address,
  lamports: bigint,
  blockhash: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
): { wire: Uint8Array; messageBytes: Uint8Array } {
  const data = new Uint8Array(12);
  new DataView(data.buffer).setUint32(0, 2, true); // SystemInstruction::Transfer
  new DataView(data.buffer).setBigUint64(4, lamports, true);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  );
  const transaction = compileTransaction(message);
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBytes: new Uint8Array(transaction.messageBytes),
  };
}

describe('the Solana wallet of a pairing session', () => {
  it("lists the session's Solana account on its chain, with the signing features", async () => {
    const { peer, session } = await paired();
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    expect(solana.accounts).toEqual([
      expect.objectContaining({ address: SOLANA_ACCOUNT.address, chains: [h.chains.solana.caip2Id] }),
    ]);
    expect(solana.accounts[0]?.publicKey).toHaveLength(32);
    expect(solana.chains).toEqual([h.chains.solana.caip2Id]);
    expect(solana.name).toContain('Portico Test Wallet');
    expect(Object.keys(solana.features)).toEqual(
      expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signMessage']),
    );
  });

  it('signMessage is answered by the wallet with a signature that verifies for the account', async () => {
    const { peer, session } = await paired();
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    const [account] = solana.accounts;
    if (!account) throw new Error('no Solana account in the session');
    const message = new TextEncoder().encode('Hello from Portico over the relay');
    const [output] = await signMessageOf(solana)({ account, message });
    expect(output?.signedMessage).toEqual(message);
    const key = await getPublicKeyFromAddress(
      SOLANA_ACCOUNT.address as Parameters<typeof getPublicKeyFromAddress>[0],
    );
    await expect(verifySignature(key, output?.signature as SignatureBytes, message)).resolves.toBe(true);
    const tampered = new TextEncoder().encode('Hello from Portico over the relay!');
    await expect(verifySignature(key, output?.signature as SignatureBytes, tampered)).resolves.toBe(false);
  });

  it('signTransaction returns the transfer signed by the account, and the chain accepts it', async () => {
    const { peer, session } = await paired(proposeOneEvmChain);
    expect(session.namespaces.solana?.methods).toContain('solana_signTransaction');
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    const [account] = solana.accounts;
    if (!account) throw new Error('no Solana account in the session');
    expect(account.features).toContain('solana:signTransaction');

    const rpc = createSolanaRpc(h.chains.solana.url);
    const from = address(SOLANA_ACCOUNT.address);
    const to = address(RECIPIENT.address);
    const before = (await rpc.getBalance(to).send()).value;
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const { wire, messageBytes } = transferWire(from, to, 1_234_567n, blockhash);

    const [output] = await signTransactionOf(solana)({ account, transaction: wire });
    if (!output) throw new Error('signTransaction gave no output');
    const signed = getTransactionDecoder().decode(output.signedTransaction);
    // The same message (the wallet signed, it did not rewrite), with one signer: the account.
    expect(new Uint8Array(signed.messageBytes)).toEqual(messageBytes);
    expect(Object.keys(signed.signatures)).toEqual([SOLANA_ACCOUNT.address]);
    const signature = signed.signatures[from];
    if (!signature) throw new Error('the signed transaction has no signature of the account');
    const key = await getPublicKeyFromAddress(from);
    await expect(verifySignature(key, signature, signed.messageBytes)).resolves.toBe(true);

    const id = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send();
    expect(id).toBe(getBase58Decoder().decode(signature));
    expect((await rpc.getBalance(to).send()).value - before).toBe(1_234_567n);
  });

  it("signAndSendTransaction: the wallet signs and sends the transfer; the signature is the chain's id", async () => {
    const { peer, session } = await paired(proposeOneEvmChain);
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    const [account] = solana.accounts;
    if (!account) throw new Error('no Solana account in the session');
    expect(account.features).toContain('solana:signAndSendTransaction');

    const rpc = createSolanaRpc(h.chains.solana.url);
    const from = address(SOLANA_ACCOUNT.address);
    const to = address(RECIPIENT.address);
    const before = (await rpc.getBalance(to).send()).value;
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const { wire, messageBytes } = transferWire(from, to, 7_654_321n, blockhash);

    const [output] = await signAndSendOf(solana)({ account, transaction: wire });
    if (!output) throw new Error('signAndSendTransaction gave no output');
    // The signature is the account's over the message, and the transfer landed.
    const key = await getPublicKeyFromAddress(from);
    await expect(verifySignature(key, output.signature as SignatureBytes, messageBytes)).resolves.toBe(true);
    expect((await rpc.getBalance(to).send()).value - before).toBe(7_654_321n);
  });

  it('offers no signTransaction for a session that does not grant solana_signTransaction', async () => {
    const { peer, w, session } = await paired(proposeOneEvmChain);
    const granted = createWalletConnectSolanaWallet(peer, session.topic);
    expect(Object.keys(granted.features)).toContain('solana:signTransaction');
    const solanaNamespace = session.namespaces.solana;
    if (!solanaNamespace) throw new Error('the session has no solana namespace');

    // The pairing wallet grants all its methods; it takes solana_signTransaction away by a real update.
    const changed = firstDelivered<StandardWalletAccount[]>((deliver) =>
      onOf(granted)('change', ({ accounts }) => deliver(accounts)),
    );
    const { acknowledged } = await w.client.update({
      topic: session.topic,
      namespaces: { ...session.namespaces, solana: { ...solanaNamespace, methods: ['solana_signMessage'] } },
    });
    await acknowledged();
    const accounts = await changed;
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_ACCOUNT.address]);
    expect(accounts[0]?.features).toEqual(['solana:signMessage']);

    const withoutIt = createWalletConnectSolanaWallet(peer, session.topic);
    expect(Object.keys(withoutIt.features)).not.toContain('solana:signTransaction');
    expect(Object.keys(withoutIt.features)).toContain('solana:signMessage');
    expect(withoutIt.accounts[0]?.features).toEqual(['solana:signMessage']);
  });

  it("'change' fires with the session's accounts when the wallet updates the session, until unsubscribed", async () => {
    const { peer, w, session } = await paired(proposeOneEvmChain);
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337']);
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    const on = onOf(solana);
    const calls: StandardWalletAccount[][] = [];
    let off = () => {};
    const first = firstDelivered<StandardWalletAccount[]>((deliver) => {
      off = on('change', ({ accounts }) => {
        calls.push(accounts);
        deliver(accounts);
      });
    });

    // A switch to a chain the session lacks: the wallet adds it by client.update → session_update.
    await w.emitChainChanged(session.topic, 31338);
    await expect(first).resolves.toEqual([
      expect.objectContaining({ address: SOLANA_ACCOUNT.address, chains: [h.chains.solana.caip2Id] }),
    ]);
    expect(peer.session.get(session.topic).namespaces.eip155?.chains).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    expect(calls).toHaveLength(1);

    // Unsubscribed: the next update reaches a still-subscribed listener only.
    off();
    const next = firstDelivered<StandardWalletAccount[]>((deliver) =>
      on('change', ({ accounts }) => deliver(accounts)),
    );
    const { acknowledged } = await w.client.update({
      topic: session.topic,
      namespaces: peer.session.get(session.topic).namespaces,
    });
    await acknowledged();
    await expect(next).resolves.toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
