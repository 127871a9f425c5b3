/**
 * Reading a signed sign-in message on the server: EIP-4361 text with viem's `parseSiweMessage`, and
 * the CAIP-122 text Portico writes for solana (headless/siwx/localSiwx.ts `caip122Message`), read
 * line by line and accepted only if writing it back gives the very same text.
 */
import { parseSiweMessage } from 'viem/siwe';
import type { SiwxMessageData } from '../../domain/siwx.ts';
import { caip122Message } from '../../headless/siwx/localSiwx.ts';

const EIP4361_HEADER = ' wants you to sign in with your Ethereum account:';
const SOLANA_HEADER = ' wants you to sign in with your Solana account:';

/** The message's data, or undefined when it is neither an EIP-4361 nor Portico's CAIP-122 text. */
export function readSignInMessage(message: string): SiwxMessageData | undefined {
  const firstLine = message.split('\n', 1)[0] ?? '';
  if (firstLine.endsWith(EIP4361_HEADER)) return readEip4361(message);
  if (firstLine.endsWith(SOLANA_HEADER)) return readSolanaCaip122(message);
  return undefined;
}

function readEip4361(message: string): SiwxMessageData | undefined {
  const parsed = parseSiweMessage(message);
  if (!parsed.address || !parsed.domain || !parsed.uri || !parsed.nonce || parsed.chainId === undefined) {
    return undefined;
  }
  if (parsed.version !== '1') return undefined;
  // viem reads an unreadable time as an Invalid Date, whose toISOString throws: not a sign-in message.
  const times = [parsed.issuedAt, parsed.expirationTime, parsed.notBefore];
  if (times.some((time) => time !== undefined && Number.isNaN(time.getTime()))) return undefined;
  return {
    accountAddress: parsed.address,
    chainId: `eip155:${parsed.chainId}`,
    domain: parsed.domain,
    uri: parsed.uri,
    version: parsed.version,
    nonce: parsed.nonce,
    ...(parsed.statement ? { statement: parsed.statement } : {}),
    ...(parsed.resources ? { resources: parsed.resources } : {}),
    ...(parsed.requestId ? { requestId: parsed.requestId } : {}),
    ...(parsed.issuedAt ? { issuedAt: parsed.issuedAt.toISOString() } : {}),
    ...(parsed.expirationTime ? { expirationTime: parsed.expirationTime.toISOString() } : {}),
    ...(parsed.notBefore ? { notBefore: parsed.notBefore.toISOString() } : {}),
  };
}

function readSolanaCaip122(message: string): SiwxMessageData | undefined {
  const lines = message.split('\n');
  const domain = lines[0]?.slice(0, -SOLANA_HEADER.length) ?? '';
  const accountAddress = lines[1] ?? '';
  let index = 3;
  let statement: string | undefined;
  if (lines[index] !== undefined && !lines[index]?.startsWith('URI: ')) {
    statement = lines[index];
    index += 2;
  }
  const fields = new Map<string, string>();
  for (const line of lines.slice(index)) {
    const colon = line.indexOf(': ');
    if (colon < 0) return undefined;
    fields.set(line.slice(0, colon), line.slice(colon + 2));
  }
  const uri = fields.get('URI');
  const version = fields.get('Version');
  const reference = fields.get('Chain ID');
  const nonce = fields.get('Nonce');
  if (!domain || !accountAddress || !uri || !version || !reference || !nonce) return undefined;
  const issuedAt = fields.get('Issued At');
  const expirationTime = fields.get('Expiration Time');
  const data: SiwxMessageData = {
    accountAddress,
    chainId: `solana:${reference}`,
    domain,
    uri,
    version,
    nonce,
    ...(statement ? { statement } : {}),
    ...(issuedAt ? { issuedAt } : {}),
    ...(expirationTime ? { expirationTime } : {}),
  };
  // Anything the writer would not have written (extra lines, other spacing) makes a different text.
  return caip122Message(data) === message ? data : undefined;
}
