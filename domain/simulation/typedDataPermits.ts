/**
 * Typed data that moves assets, decoded (eth_signTypedData_v4): an EIP-2612 `Permit`, Permit2's
 * `PermitSingle`, `PermitBatch` and `PermitTransferFrom` (one or a batch), and a fallback for other
 * permits that name a spender (DAI's `allowed`, an `operator`…). Signing one lets the spender take
 * the tokens later without asking again, so the visitor must see who, what, how much and until when.
 * Anything that does not look like a permit gives undefined and is shown as its raw fields only.
 */
import * as z from 'zod/mini';
import { isUnlimited } from './approvalAmounts.ts';

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const uint = z.pipe(
  z.union([
    z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)),
    z.number().check(z.int(), z.nonnegative()),
    z.bigint(),
  ]),
  z.transform((value) => BigInt(value)),
);

const typedDataSchema = z.object({
  primaryType: z.string(),
  domain: z.optional(z.object({ verifyingContract: z.optional(address), name: z.optional(z.string()) })),
  message: z.record(z.string(), z.unknown()),
});

const eip2612 = z.object({ spender: address, value: uint, deadline: uint });
const permitDetails = z.object({ token: address, amount: uint, expiration: uint });
const permitSingle = z.object({ details: permitDetails, spender: address, sigDeadline: uint });
const permitBatch = z.object({ details: z.array(permitDetails), spender: address, sigDeadline: uint });
const tokenPermissions = z.object({ token: address, amount: uint });
const permitTransfer = z.object({
  permitted: z.union([tokenPermissions, z.array(tokenPermissions)]),
  spender: address,
  deadline: uint,
});

export interface PermittedToken {
  /** Lower-case token address. */
  token: string;
  amount: bigint;
  unlimited: boolean;
  /** Until when the allowance holds, in seconds since 1970 (Permit2's expiration); 0 or absent: none. */
  expiration?: bigint;
}

export interface DecodedPermit {
  kind: 'eip2612' | 'permit2Single' | 'permit2Batch' | 'permit2Transfer' | 'generic';
  /** Lower-case address allowed to take the tokens. */
  spender: string;
  tokens: PermittedToken[];
  /** Until when the signature can be used, in seconds since 1970; undefined when the data names none. */
  deadline?: bigint;
  /** A one-time transfer (PermitTransferFrom) rather than a standing allowance. */
  oneTime: boolean;
}

const permitted = (token: string, amount: bigint, expiration?: bigint): PermittedToken => ({
  token: token.toLowerCase(),
  amount,
  unlimited: isUnlimited(amount),
  ...(expiration !== undefined && { expiration }),
});

const firstOf = (message: Record<string, unknown>, names: readonly string[]) =>
  names.map((name) => message[name]).find((value) => value !== undefined);

/** Other permits: a spender-like field and an amount-like field (a boolean `allowed` is unlimited). */
function genericPermit(
  message: Record<string, unknown>,
  token: string | undefined,
): DecodedPermit | undefined {
  const spender = address.safeParse(firstOf(message, ['spender', 'operator', 'delegate']));
  if (!spender.success) return undefined;
  const allowed = message.allowed;
  const amount =
    typeof allowed === 'boolean'
      ? allowed
        ? (1n << 256n) - 1n
        : 0n
      : uint.safeParse(firstOf(message, ['value', 'amount', 'allowance'])).data;
  const tokenField = address.safeParse(firstOf(message, ['token', 'asset'])).data ?? token;
  const deadline = uint.safeParse(
    firstOf(message, ['deadline', 'expiry', 'expiration', 'sigDeadline', 'validUntil']),
  ).data;
  return {
    kind: 'generic',
    spender: spender.data.toLowerCase(),
    tokens: tokenField !== undefined && amount !== undefined ? [permitted(tokenField, amount)] : [],
    ...(deadline !== undefined && { deadline }),
    oneTime: false,
  };
}

/** The permit in `typedData` (the parsed JSON of eth_signTypedData_v4's second parameter), if any. */
export function decodePermit(typedData: unknown): DecodedPermit | undefined {
  const parsed = typedDataSchema.safeParse(typedData);
  if (!parsed.success) return undefined;
  const { primaryType, domain, message } = parsed.data;
  const verifyingContract = domain?.verifyingContract;
  if (primaryType === 'Permit' && verifyingContract) {
    const permit = eip2612.safeParse(message);
    if (permit.success) {
      const { spender, value, deadline } = permit.data;
      return {
        kind: 'eip2612',
        spender: spender.toLowerCase(),
        tokens: [permitted(verifyingContract, value)],
        deadline,
        oneTime: false,
      };
    }
  }
  if (primaryType === 'PermitSingle') {
    const permit = permitSingle.safeParse(message);
    if (permit.success) {
      const { details, spender, sigDeadline } = permit.data;
      return {
        kind: 'permit2Single',
        spender: spender.toLowerCase(),
        tokens: [permitted(details.token, details.amount, details.expiration)],
        deadline: sigDeadline,
        oneTime: false,
      };
    }
  }
  if (primaryType === 'PermitBatch') {
    const permit = permitBatch.safeParse(message);
    if (permit.success) {
      const { details, spender, sigDeadline } = permit.data;
      return {
        kind: 'permit2Batch',
        spender: spender.toLowerCase(),
        tokens: details.map((detail) => permitted(detail.token, detail.amount, detail.expiration)),
        deadline: sigDeadline,
        oneTime: false,
      };
    }
  }
  if (
    primaryType === 'PermitTransferFrom' ||
    primaryType === 'PermitBatchTransferFrom' ||
    primaryType.startsWith('PermitWitness')
  ) {
    const permit = permitTransfer.safeParse(message);
    if (permit.success) {
      const { spender, deadline } = permit.data;
      const list = Array.isArray(permit.data.permitted) ? permit.data.permitted : [permit.data.permitted];
      return {
        kind: 'permit2Transfer',
        spender: spender.toLowerCase(),
        tokens: list.map((entry) => permitted(entry.token, entry.amount)),
        deadline,
        oneTime: true,
      };
    }
  }
  return genericPermit(message, verifyingContract);
}
