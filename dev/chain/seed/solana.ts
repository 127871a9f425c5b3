/**
 * Seeds the Solana stand-in with SOL transfers between dev accounts 2 and 3 (signed with kit, sent over
 * the JSON-RPC front). Accounts 0 and 1, which wallets and e2e tests use, keep exactly 1000 SOL. No SPL
 * token: the stand-in answers no token-account queries, so nothing could read one back.
 */
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { SOLANA_ACCOUNTS, type SolanaDevAccount, solanaSeedBytes } from '../accounts.ts';

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

/** The seeded SOL transfers: from, to (indexes of SOLANA_ACCOUNTS), lamports. */
export const SOLANA_SEED_TRANSFERS = [
  { from: 2, to: 3, lamports: 500_000_000n },
  { from: 3, to: 2, lamports: 250_000_000n },
] as const;

function devAccount(index: number): SolanaDevAccount {
  const found = SOLANA_ACCOUNTS[index];
  if (!found) throw new Error(`no Solana dev account ${index}`);
  return found;
}

function transferInstruction(from: KeyPairSigner, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true); // System program instruction 2: Transfer { lamports: u64 }
  view.setBigUint64(4, lamports, true);
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from },
      { address: to, role: AccountRole.WRITABLE },
    ] as Instruction['accounts'],
    data,
  };
}

/** Sends the seeded SOL transfers one after the other; returns their signatures. */
export async function seedSolana(url: string): Promise<Signature[]> {
  const rpc = createSolanaRpc(url);
  const signatures: Signature[] = [];
  for (const transfer of SOLANA_SEED_TRANSFERS) {
    const from = await createKeyPairSignerFromPrivateKeyBytes(solanaSeedBytes(devAccount(transfer.from)));
    const to = devAccount(transfer.to).address as Address;
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstruction(transferInstruction(from, to, transfer.lamports), m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    signatures.push(
      await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send(),
    );
  }
  return signatures;
}
