/**
 * Credits a purchase for real, as a provider's payout does: on an anvil a transfer from the seed
 * deployer (ETH, or PUSD by ERC-20 `transfer`, minted to itself first when it holds too little: it is
 * the token's minter); on the Solana stand-in a SOL transfer from a seeded keypair. One credit at a time
 * per chain, so the treasury's nonces never collide.
 */
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  type Address as SolanaAddress,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS, solanaSeedBytes } from '../../chain/accounts.ts';
import { ERC20_ABI } from '../../chain/seed/artifacts/erc20.ts';
import type { PurchaseAsset } from './catalog.ts';

/** The EVM treasury: the seed deployer (account 9), which also mints the seeded tokens. */
const EVM_TREASURY = EVM_ACCOUNTS[9];
/** The Solana treasury: seeded account 3 (wallets and tests use 0 and 1). */
const SOLANA_TREASURY = SOLANA_ACCOUNTS[3];
/** What the EVM treasury mints itself at once when its token balance runs short. */
const TOKEN_TOP_UP_WHOLE = 1_000_000n;

/** One credit to send. */
export interface Credit {
  asset: PurchaseAsset;
  /** The chain's RPC URL. */
  url: string;
  wallet: string;
  units: bigint;
  /** Called with the transaction hash (or Solana signature) once sent, before it is confirmed. */
  onSent(hash: string): void;
}

async function creditEvm({ asset, url, wallet, units, onSent }: Credit): Promise<void> {
  if (!EVM_TREASURY) throw new Error('no EVM treasury account');
  const account = privateKeyToAccount(EVM_TREASURY.privateKey);
  const client = createPublicClient({ transport: http(url) });
  const sender = createWalletClient({ account, transport: http(url) });
  const to = wallet as Hex;
  const confirm = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`credit transaction ${hash} reverted`);
  };
  if (asset.token === undefined) {
    const hash = await sender.sendTransaction({ chain: null, to, value: units });
    onSent(hash);
    return confirm(hash);
  }
  const held = await client.readContract({
    address: asset.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account.address],
  });
  if (held < units) {
    const topUp = TOKEN_TOP_UP_WHOLE * 10n ** BigInt(asset.decimals) + units;
    await confirm(
      await sender.writeContract({
        chain: null,
        address: asset.token,
        abi: ERC20_ABI,
        functionName: 'mint',
        args: [account.address, topUp],
      }),
    );
  }
  const hash = await sender.writeContract({
    chain: null,
    address: asset.token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, units],
  });
  onSent(hash);
  return confirm(hash);
}

async function creditSolana({ url, wallet, units, onSent }: Credit): Promise<void> {
  if (!SOLANA_TREASURY) throw new Error('no Solana treasury account');
  const rpc = createSolanaRpc(url);
  const from = await createKeyPairSignerFromPrivateKeyBytes(solanaSeedBytes(SOLANA_TREASURY));
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: from, destination: wallet as SolanaAddress, amount: units }),
        m,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send();
  onSent(signature);
  // The stand-in has no subscriptions: poll, as its README says. It lands a transaction at once.
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    if (status?.err) throw new Error(`credit transaction ${signature} failed`);
    if (status?.confirmationStatus) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends credits, one at a time per chain. */
export class Crediter {
  private readonly queues = new Map<string, Promise<unknown>>();

  /** Sends `credit` after the chain's earlier ones; resolves once confirmed on chain. */
  send(credit: Credit): Promise<void> {
    const chain = credit.asset.chain;
    const run = (this.queues.get(chain) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => (chain.startsWith('solana:') ? creditSolana(credit) : creditEvm(credit)));
    this.queues.set(chain, run);
    return run;
  }
}
