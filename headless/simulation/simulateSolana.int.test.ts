/**
 * Solana simulation against the local Solana stand-in (litesvm behind its JSON-RPC front): each request
 * is simulated, then signed and sent for real, and what the simulation said is compared with the
 * balances the ledger shows afterwards (SOL, and SPL tokens moved by the real Token program).
 */
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SOLANA_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type KitRpc, signerOf, startTestSolana, transferInstruction } from '../../dev/chain/test-helpers.ts';
import { NATIVE_SOL } from '../../domain/simulation/solanaOutcome.ts';
import { TOKEN_PROGRAM, tokenAccountOf } from '../../domain/simulation/splToken.ts';
import { type SimulationReport, simulateRequest } from './simulateRequest.ts';

const SOL = { symbol: 'SOL', decimals: 9 };
const DECIMALS = 6;

let solana: Awaited<ReturnType<typeof startTestSolana>>;
let rpc: KitRpc;
let sender: KeyPairSigner;
let mint: Address;
let senderTokens: Address;
let receiverTokens: Address;
const receiver = SOLANA_ACCOUNTS[3]?.address as Address;

/** An SPL account's bytes placed on the ledger, owned by the Token program (the state a mint left). */
function placeTokenAccount(address: Address, owner: Address, amount: bigint): void {
  const data = new Uint8Array(165);
  data.set(getAddressEncoder().encode(mint), 0);
  data.set(getAddressEncoder().encode(owner), 32);
  new DataView(data.buffer).setBigUint64(64, amount, true);
  data[108] = 1;
  solana.ledger.svm.setAccount({
    address,
    lamports: lamports(2_039_280n),
    programAddress: TOKEN_PROGRAM as Address,
    data,
    executable: false,
    space: 165n,
  });
}

function placeMint(address: Address): void {
  const data = new Uint8Array(82);
  new DataView(data.buffer).setBigUint64(36, 1_000_000_000n, true);
  data[44] = DECIMALS;
  data[45] = 1;
  solana.ledger.svm.setAccount({
    address,
    lamports: lamports(1_461_600n),
    programAddress: TOKEN_PROGRAM as Address,
    data,
    executable: false,
    space: 82n,
  });
}

/** The Token program's Transfer (instruction 3, u64 amount) from the sender's token account. */
function tokenTransfer(amount: bigint): Instruction {
  const data = new Uint8Array(9);
  data[0] = 3;
  new DataView(data.buffer).setBigUint64(1, amount, true);
  return {
    programAddress: TOKEN_PROGRAM as Address,
    accounts: [
      { address: senderTokens, role: AccountRole.WRITABLE },
      { address: receiverTokens, role: AccountRole.WRITABLE },
      { address: sender.address, role: AccountRole.READONLY_SIGNER, signer: sender },
    ] as Instruction['accounts'],
    data,
  };
}

beforeAll(async () => {
  solana = await startTestSolana();
  rpc = createSolanaRpc(solana.url);
  sender = await signerOf(SOLANA_ACCOUNTS[2] as (typeof SOLANA_ACCOUNTS)[number]);
  mint = (await generateKeyPairSigner()).address;
  senderTokens = (await generateKeyPairSigner()).address;
  receiverTokens = (await generateKeyPairSigner()).address;
  placeMint(mint);
  placeTokenAccount(senderTokens, sender.address, 100_000_000n);
  placeTokenAccount(receiverTokens, receiver, 0n);
});
afterAll(() => solana?.close());

async function messageOf(instructions: readonly Instruction[]) {
  const { value: latest } = await rpc.getLatestBlockhash().send();
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
}

type Message = Awaited<ReturnType<typeof messageOf>>;

/** The unsigned transaction as a dapp sends it to be signed: base64 wire bytes. */
const unsigned = (message: Message) =>
  getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)));

async function simulate(
  method: 'solana_signTransaction' | 'solana_signAndSendTransaction' | 'solana_signAllTransactions',
  messages: Message[],
) {
  const params =
    method === 'solana_signAllTransactions'
      ? { transactions: messages.map(unsigned) }
      : { transaction: unsigned(messages[0] as Message) };
  const report = await simulateRequest(
    undefined,
    { method, params, account: sender.address, nativeCurrency: SOL },
    rpc,
  );
  if (report?.status !== 'simulated') throw new Error(`not simulated: ${JSON.stringify(report)}`);
  return report as Extract<SimulationReport, { status: 'simulated' }>;
}

/** Signs and sends each message for real, in order; returns the fees paid. */
async function execute(messages: Message[]): Promise<bigint> {
  let fees = 0n;
  for (const message of messages) {
    const signed = await signTransactionMessageWithSigners(message);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    fees += 5000n;
  }
  return fees;
}

const balanceOf = async (address: Address) => (await rpc.getBalance(address).send()).value;
async function tokensOf(address: Address): Promise<bigint> {
  const { value } = await rpc.getAccountInfo(address, { encoding: 'base64' }).send();
  const data = Uint8Array.from(Buffer.from(value?.data[0] ?? '', 'base64'));
  return tokenAccountOf({ owner: String(value?.owner), data })?.amount ?? 0n;
}

describe('simulateTransaction on the Solana stand-in', () => {
  test('a SOL transfer: what leaves and the receiver’s gain are what the ledger shows after', async () => {
    const message = await messageOf([transferInstruction(sender, receiver, 250_000_000n)]);
    const report = await simulate('solana_signAndSendTransaction', [message]);
    const [before, receiverBefore] = await Promise.all([balanceOf(sender.address), balanceOf(receiver)]);
    const fees = await execute([message]);
    const [after, receiverAfter] = await Promise.all([balanceOf(sender.address), balanceOf(receiver)]);
    expect(report.outcome.outgoing).toEqual([
      { standard: 'native', token: NATIVE_SOL, ...SOL, amount: before - after - fees },
    ]);
    expect(report.outcome.counterpart).toEqual({
      address: receiver,
      gains: [{ standard: 'native', token: NATIVE_SOL, ...SOL, amount: receiverAfter - receiverBefore }],
    });
    expect(report.lines.map((line) => line.text)).toEqual(['You send 0.25 SOL', `+0.25 SOL to ${receiver}`]);
  });

  test('an SPL transfer through the Token program: the tokens out by the mint’s decimals', async () => {
    const message = await messageOf([tokenTransfer(12_500_000n)]);
    const report = await simulate('solana_signTransaction', [message]);
    const [before, receiverBefore] = await Promise.all([tokensOf(senderTokens), tokensOf(receiverTokens)]);
    await execute([message]);
    const [after, receiverAfter] = await Promise.all([tokensOf(senderTokens), tokensOf(receiverTokens)]);
    expect(report.outcome.outgoing).toEqual([
      { standard: 'spl', token: mint, decimals: DECIMALS, amount: before - after },
    ]);
    expect(report.outcome.counterpart?.address).toBe(receiver);
    expect(report.outcome.counterpart?.gains[0]?.amount).toBe(receiverAfter - receiverBefore);
    expect(report.lines[0]?.text).toBe(`You send 12.5 ${mint}`);
  });

  test('a transfer above the balance is predicted to fail with its reason, and the real send fails', async () => {
    const balance = await balanceOf(sender.address);
    const message = await messageOf([transferInstruction(sender, receiver, balance * 2n)]);
    const report = await simulate('solana_signAndSendTransaction', [message]);
    expect(report.outcome.revert?.callIndex).toBe(0);
    expect(report.outcome.revert?.reason).toMatch(/^insufficient lamports \d+, need \d+$/);
    expect(report.lines[0]?.text).toMatch(/^This transaction will fail: insufficient lamports/);
    await expect(execute([message])).rejects.toThrow();
    expect(await balanceOf(sender.address)).toBe(balance);
  });

  test('a batch (signAllTransactions): SOL and tokens summed over it match the ledger after both', async () => {
    const messages = [
      await messageOf([transferInstruction(sender, receiver, 10_000_000n)]),
      await messageOf([tokenTransfer(2_000_000n)]),
    ];
    const report = await simulate('solana_signAllTransactions', messages);
    const [sol, tokens] = await Promise.all([balanceOf(sender.address), tokensOf(senderTokens)]);
    const fees = await execute(messages);
    const [solAfter, tokensAfter] = await Promise.all([balanceOf(sender.address), tokensOf(senderTokens)]);
    expect(report.outcome.outgoing).toEqual([
      { standard: 'native', token: NATIVE_SOL, ...SOL, amount: sol - solAfter - fees },
      { standard: 'spl', token: mint, decimals: DECIMALS, amount: tokens - tokensAfter },
    ]);
    expect(report.lines.map((line) => line.text).slice(0, 2)).toEqual([
      'You send 0.01 SOL',
      `You send 2 ${mint}`,
    ]);
  });

  test('an RPC that cannot be reached: the simulation is unavailable, said plainly', async () => {
    const message = await messageOf([transferInstruction(sender, receiver, 1n)]);
    const report = await simulateRequest(
      undefined,
      {
        method: 'solana_signTransaction',
        params: { transaction: unsigned(message) },
        account: sender.address,
        nativeCurrency: SOL,
      },
      createSolanaRpc('http://127.0.0.1:9/'),
    );
    expect(report?.status).toBe('unavailable');
    expect(report?.lines.map((line) => line.text)).toEqual([
      'This network cannot simulate the request, so what it will do is not shown. Check the fields below.',
    ]);
  });
});
