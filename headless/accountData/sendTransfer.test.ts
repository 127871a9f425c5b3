import { describe, expect, it } from 'vitest';
import { buildTransfer } from '../../domain/accountData/send.ts';
import type { CaipAddress, CaipNetworkId } from '../../domain/caip.ts';
import type { Eip1193RequestArguments } from '../connectors/types.ts';
import { sendTransfer } from './sendTransfer.ts';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const network = 'eip155:31337' as CaipNetworkId;
const account = { caipAddress: `${network}:${FROM}` as CaipAddress, caipNetworkId: network };
const HASH = `0x${'ab'.repeat(32)}`;
/** An eip155 send never reads a Solana RPC (sendSol.int.test.ts sends SOL on the real stand-in). */
const noSolana = (): never => {
  throw new Error('no Solana RPC in an eip155 send');
};

function recordingProvider(answer: unknown = HASH) {
  const requests: Eip1193RequestArguments[] = [];
  return {
    requests,
    provider: {
      request: async (args: Eip1193RequestArguments) => {
        requests.push(args);
        return answer;
      },
    },
  };
}

const pusd = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: network,
  address: `${network}:${PUSD}`,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
};

describe('sendTransfer', () => {
  it('sends an ERC-20 transfer as eth_sendTransaction to the token contract with the calldata', async () => {
    const { provider, requests } = recordingProvider();
    const transfer = buildTransfer({ token: pusd, sendTokenAmount: '5', receiverAddress: TO }, account);
    expect(await sendTransfer(transfer, provider, noSolana)).toEqual({ hash: HASH });
    expect(requests).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [
          { from: FROM, to: PUSD, value: '0x0', data: transfer.namespace === 'eip155' && transfer.data },
        ],
      },
    ]);
  });

  it('sends the native currency as a value transfer in hex wei', async () => {
    const { provider, requests } = recordingProvider();
    const eth = {
      ...pusd,
      name: 'Ether',
      symbol: 'ETH',
      address: undefined,
      quantity: { decimals: '18', numeric: '2' },
    };
    const { address: _, ...native } = eth;
    await sendTransfer(
      buildTransfer({ token: native, sendTokenAmount: '1.5', receiverAddress: TO }, account),
      provider,
      noSolana,
    );
    expect(requests[0]?.params).toEqual([{ from: FROM, to: TO, value: '0x14d1120d7b160000', data: '0x' }]);
  });

  it('fails when the wallet answers something that is not a transaction hash', async () => {
    const { provider } = recordingProvider(null);
    const transfer = buildTransfer({ token: pusd, sendTokenAmount: '5', receiverAddress: TO }, account);
    await expect(sendTransfer(transfer, provider, noSolana)).rejects.toThrow('Something went wrong');
  });

  it("fails without the wallet of the transfer's namespace (EIP-1193 on eip155, Wallet Standard on solana)", async () => {
    const transfer = buildTransfer({ token: pusd, sendTokenAmount: '5', receiverAddress: TO }, account);
    await expect(sendTransfer(transfer, undefined, noSolana)).rejects.toThrow('No ActiveCaipAddress found');
    await expect(
      sendTransfer(
        {
          namespace: 'solana',
          kind: 'native',
          caipNetworkId: 'solana:x' as CaipNetworkId,
          from: 'a',
          receiver: 'b',
          amount: '1',
          symbol: 'SOL',
        },
        recordingProvider().provider,
        noSolana,
      ),
    ).rejects.toThrow('No ActiveCaipAddress found');
  });
});

describe('sendTransfer on solana, before the network is asked', () => {
  const transfer = {
    namespace: 'solana' as const,
    kind: 'native' as const,
    caipNetworkId: 'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq' as CaipNetworkId,
    from: '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g',
    receiver: 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg',
    amount: '1000',
    symbol: 'SOL',
  };
  const wallet = (accounts: string[], features: Record<string, unknown>) => ({
    version: '1.0.0',
    name: 'Wallet',
    icon: '',
    chains: [transfer.caipNetworkId],
    features,
    accounts: accounts.map((address) => ({
      address,
      publicKey: new Uint8Array(32),
      chains: [transfer.caipNetworkId],
      features: Object.keys(features),
    })),
  });

  it("fails with 'No ActiveCaipAddress found' when the wallet no longer holds the sending account", async () => {
    await expect(
      sendTransfer(transfer, wallet([transfer.receiver], { 'solana:signAndSendTransaction': {} }), noSolana),
    ).rejects.toThrow('No ActiveCaipAddress found');
  });

  it("fails with 'Chain is not supported' when the wallet cannot sign and send", async () => {
    await expect(
      sendTransfer(
        transfer,
        wallet([transfer.from], { 'solana:signMessage': { signMessage: () => {} } }),
        noSolana,
      ),
    ).rejects.toThrow('Chain is not supported');
  });
});
