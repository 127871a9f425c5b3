/**
 * Signing with the user's keys against the local chains: personal_sign and eth_signTypedData_v4
 * verified with viem, eth_sendTransaction moving funds on a real anvil, Solana message and transaction
 * signing on the Solana stand-in, and the §6 method rules.
 */
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getUtf8Encoder,
  lamports,
  type Signature,
  type Address as SolanaAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit';
import { type Hex, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { systemTransfer } from '../../test-support/solanaTransactions.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { type KitRpc, waitForStatus } from '../chain/test-helpers.ts';
import {
  FrameClient,
  fundFromDevAccount,
  type SignedInOnChains,
  startSignedInOnChains,
} from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let user: SignedInOnChains;

beforeAll(async () => {
  user = await startSignedInOnChains('signer@example.com');
});

afterAll(async () => {
  await user?.close();
});

describe('eip155', () => {
  test("personal_sign signs with the user's key: viem's verifyMessage accepts it for the user's address", async () => {
    const message = 'Sign in to Portico';
    const answer = await user.evm('personal_sign', [stringToHex(message), user.evmAddress]);
    expect(answer.status).toBe(200);
    const signature = answer.body.result as Hex;
    await expect(verifyMessage({ address: user.evmAddress, message, signature })).resolves.toBe(true);
    await expect(
      verifyMessage({ address: EVM_ACCOUNTS[0]?.address as Hex, message, signature }),
    ).resolves.toBe(false);
  });

  test('personal_sign for another address is refused', async () => {
    const answer = await user.evm('personal_sign', ['0x68656c6c6f', EVM_ACCOUNTS[0]?.address]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/is not the connected account/);
  });

  test('eth_signTypedData_v4 (JSON string, as wallets get it) verifies with viem', async () => {
    const typed = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: EVM_ACCOUNTS[1]?.address, contents: 'hello' },
    } as const;
    const answer = await user.evm('eth_signTypedData_v4', [user.evmAddress, JSON.stringify(typed)]);
    expect(answer.status).toBe(200);
    const { EIP712Domain: _d, ...types } = typed.types;
    await expect(
      verifyTypedData({
        address: user.evmAddress,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: { to: EVM_ACCOUNTS[1]?.address as Hex, contents: 'hello' },
        signature: answer.body.result as Hex,
      }),
    ).resolves.toBe(true);
  });

  test('eth_sendTransaction moves funds on anvil; reads pass through to the chain', async () => {
    const publicClient = await fundFromDevAccount(user.anvilUrl, user.evmAddress, parseEther('2'));
    const receiver = EVM_ACCOUNTS[2]?.address as Hex;
    const before = await publicClient.getBalance({ address: receiver });
    const answer = await user.evm('eth_sendTransaction', [
      { from: user.evmAddress, to: receiver, value: '0xde0b6b3a7640000' },
    ]);
    expect(answer.status).toBe(200);
    const hash = answer.body.result as Hex;
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(user.evmAddress.toLowerCase());
    expect(await publicClient.getBalance({ address: receiver })).toBe(before + parseEther('1'));
    const balance = await user.evm('eth_getBalance', [user.evmAddress, 'latest']);
    expect(BigInt(balance.body.result as string)).toBeLessThan(parseEther('1'));
    expect((await user.evm('eth_chainId', [])).body.result).toBe('0x7a69');
    expect((await user.evm('eth_accounts', [])).body.result).toEqual([user.evmAddress]);
  });

  test("§6: a method outside the allow-list gets 'Requested RPC call is not allowed'", async () => {
    expect(await user.evm('eth_sign', [user.evmAddress, '0x00'])).toEqual({
      status: 400,
      body: { message: 'Requested RPC call is not allowed' },
    });
    expect((await user.evm('ETH_CALL', [])).body.message).toBe('Requested RPC call is not allowed');
  });

  test('without a session no signature is made', async () => {
    const stranger = new FrameClient(user.site);
    const answer = await stranger.rpc({
      method: 'personal_sign',
      params: ['0x00', user.evmAddress],
      chainNamespace: 'eip155',
      chainId: 31337,
    });
    expect(answer).toEqual({ status: 401, body: { message: 'Not connected to email or social' } });
  });
});

describe('solana', () => {
  test('solana_signMessage: an Ed25519 signature of the message by the user address', async () => {
    const bytes = getUtf8Encoder().encode('hello solana');
    const answer = await user.sol('solana_signMessage', {
      message: getBase58Decoder().decode(bytes),
      pubkey: user.solanaAddress,
    });
    expect(answer.status).toBe(200);
    const { signature } = answer.body.result as { signature: string };
    const key = await getPublicKeyFromAddress(user.solanaAddress);
    const sig = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)));
    await expect(verifySignature(key, sig, bytes)).resolves.toBe(true);
  });

  test('solana_signTransaction signs a transfer that lands on the Solana stand-in', async () => {
    const rpc: KitRpc = createSolanaRpc(user.chains.solana.url);
    const airdrop = await rpc.requestAirdrop(user.solanaAddress, lamports(2_000_000_000n)).send();
    await waitForStatus(rpc, airdrop);
    const receiver = 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg' as SolanaAddress;
    const before = (await rpc.getBalance(receiver).send()).value;
    const unsigned = await unsignedTransfer(rpc, user.solanaAddress, receiver, 1_000_000n);
    const answer = await user.sol('solana_signTransaction', { transaction: unsigned });
    expect(answer.status).toBe(200);
    const { transaction, signature } = answer.body.result as { transaction: string; signature: string };
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction));
    const sent = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send();
    expect(sent).toBe(signature);
    await waitForStatus(rpc, sent as Signature);
    expect((await rpc.getBalance(receiver).send()).value).toBe(before + 1_000_000n);
  });
});

/** A v0 System transfer with the user as fee payer, unsigned, as base64 wire bytes. */
async function unsignedTransfer(
  rpc: KitRpc,
  from: SolanaAddress,
  to: SolanaAddress,
  amount: bigint,
): Promise<string> {
  const kit = await import('@solana/kit');
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 0 }),
    (m) => kit.setTransactionMessageFeePayer(from, m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => kit.appendTransactionMessageInstruction(systemTransfer(from, to, amount), m),
  );
  const compiled = kit.compileTransaction(message);
  return kit.getBase64Decoder().decode(kit.getTransactionEncoder().encode(compiled));
}
