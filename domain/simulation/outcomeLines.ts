/**
 * A simulated outcome (outcome.ts) or a decoded permit (typedDataPermits.ts) as the lines a visitor
 * reads above a request's fields, each with its catalogue key and arguments (so a UI in another
 * language writes it again) and its English text. Amounts are written by the shared amount format
 * (quantity precision, signed by direction). Addresses are written in full: a shortened one is what
 * address-poisoning scams imitate.
 */
import { getAddress } from 'viem';
import { type AmountFormat, createAmountFormat } from '../amounts/amountFormat.ts';
import { worthOf } from '../amounts/decimal.ts';
import type { MessageId } from '../i18n/catalogue.ts';
import { EN } from '../i18n/catalogue.ts';
import type { MessageParams } from '../i18n/message.ts';
import { translate } from '../i18n/translate.ts';
import type { AssetAmount, GrantedApproval, SimulatedOutcome } from './outcome.ts';
import type { DecodedPermit, PermittedToken } from './typedDataPermits.ts';

/** How a line reads: what leaves, what arrives, the other side's gain, a danger, a warning, a fact. */
export type SimulationTone = 'out' | 'in' | 'gain' | 'danger' | 'warning' | 'info';

export interface SimulationLine {
  id: MessageId;
  params?: MessageParams;
  /** The English text. */
  text: string;
  tone: SimulationTone;
  /**
   * What the amount of the line is worth in fiat, written by the shared format ('$25.00'), when the
   * price of its token is known; a UI shows it next to the amount ('≈ $25.00').
   */
  worth?: string;
}

export interface LineOptions {
  /** Tokens by lower-case address, for a permit's symbols and decimals. */
  tokens?: Readonly<Record<string, { symbol?: string; decimals?: number }>>;
  /** Locale of the numbers in `text`; English by default. */
  locale?: string;
  /**
   * USD prices by lower-case token address (0xeeee…eeee for the native coin), from the app's price
   * source: the lines of coins and tokens it knows carry their worth.
   */
  prices?: Readonly<Record<string, number>>;
}

const line = (
  id: MessageId,
  tone: SimulationTone,
  params?: MessageParams,
  locale = 'en',
): SimulationLine => ({
  id,
  ...(params && { params }),
  text: translate(EN, locale, id, params),
  tone,
});

const fullAddress = (address: string): string => {
  try {
    return getAddress(address);
  } catch {
    return address;
  }
};

const tokenName = (asset: { token: string; symbol?: string }) => asset.symbol ?? fullAddress(asset.token);

/** The worth of a coin or token amount at its known price (NFTs and unknown tokens have none). */
function worthOfAsset(
  asset: AssetAmount,
  format: AmountFormat,
  prices: LineOptions['prices'],
): Pick<SimulationLine, 'worth'> {
  const price = prices?.[asset.token.toLowerCase()];
  if (price === undefined || !(price > 0) || asset.decimals === undefined || asset.tokenId !== undefined)
    return {};
  const worth = worthOf({ value: asset.amount, decimals: asset.decimals }, price);
  return worth === undefined ? {} : { worth: format.fiat(worth) };
}

function amountText(
  asset: AssetAmount,
  format: AmountFormat,
  direction?: 'in' | 'out',
  locale = 'en',
): string {
  if (asset.tokenId !== undefined && asset.standard === 'erc721') {
    return translate(EN, locale, 'actions.simulation.nft', {
      token: tokenName(asset),
      id: asset.tokenId.toString(),
    });
  }
  const quantity = format.quantity(
    asset.decimals !== undefined
      ? { value: asset.amount, decimals: asset.decimals }
      : asset.amount.toString(),
    direction ? { direction } : undefined,
  );
  const token =
    asset.tokenId !== undefined
      ? translate(EN, locale, 'actions.simulation.nft', {
          token: tokenName(asset),
          id: asset.tokenId.toString(),
        })
      : tokenName(asset);
  return `${quantity} ${token}`;
}

function approvalLines(approval: GrantedApproval, format: AmountFormat, locale: string): SimulationLine[] {
  const spender = fullAddress(approval.spender);
  const token = tokenName(approval);
  const lines: SimulationLine[] = [];
  if (approval.revoked) return [line('actions.simulation.revoke', 'info', { spender, token }, locale)];
  if (approval.scope === 'all')
    lines.push(line('actions.simulation.approvalForAll', 'warning', { spender, token }, locale));
  else if (approval.scope === 'erc721') {
    const amount = translate(EN, locale, 'actions.simulation.nft', {
      token,
      id: String(approval.tokenId ?? ''),
    });
    lines.push(line('actions.simulation.approvalNft', 'warning', { spender, amount }, locale));
  } else if (approval.unlimited)
    lines.push(line('actions.simulation.approvalUnlimited', 'warning', { spender, token }, locale));
  else {
    const amount = amountText(
      {
        standard: 'erc20',
        token: approval.token,
        amount: approval.amount ?? 0n,
        ...(approval.symbol !== undefined && { symbol: approval.symbol }),
        ...(approval.decimals !== undefined && { decimals: approval.decimals }),
      },
      format,
      undefined,
      locale,
    );
    lines.push(line('actions.simulation.approval', 'warning', { spender, amount }, locale));
  }
  if (approval.unlimited)
    lines.push(line('actions.simulation.warning.unlimited', 'danger', { spender, token }, locale));
  if (approval.spenderIsContract === false)
    lines.push(line('actions.simulation.warning.notContract', 'danger', { spender }, locale));
  return lines;
}

/** The line of a request whose outcome is not known: the same for every cause (the cause is for logs). */
export const unavailableLine = (locale = 'en'): SimulationLine =>
  line('actions.simulation.unavailable', 'info', undefined, locale);

/** The lines of a simulated outcome: the revert first, then what moves, then approvals and creations. */
export function outcomeLines(outcome: SimulatedOutcome, options: LineOptions = {}): SimulationLine[] {
  const locale = options.locale ?? 'en';
  const format = createAmountFormat(locale);
  const lines: SimulationLine[] = [];
  if (outcome.revert) {
    lines.push(
      outcome.revert.reason
        ? line('actions.simulation.revert', 'danger', { reason: outcome.revert.reason }, locale)
        : line('actions.simulation.revertNoReason', 'danger', undefined, locale),
    );
  }
  const withWorth = (asset: AssetAmount, of: SimulationLine): SimulationLine => ({
    ...of,
    ...worthOfAsset(asset, format, options.prices),
  });
  for (const asset of outcome.outgoing)
    lines.push(
      withWorth(
        asset,
        line(
          'actions.simulation.sent',
          'out',
          { amount: amountText(asset, format, undefined, locale) },
          locale,
        ),
      ),
    );
  for (const asset of outcome.incoming)
    lines.push(
      withWorth(
        asset,
        line(
          'actions.simulation.received',
          'in',
          { amount: amountText(asset, format, undefined, locale) },
          locale,
        ),
      ),
    );
  if (outcome.counterpart) {
    const address = fullAddress(outcome.counterpart.address);
    for (const gain of outcome.counterpart.gains) {
      lines.push(
        withWorth(
          gain,
          line(
            'actions.simulation.gain',
            'gain',
            { amount: amountText(gain, format, undefined, locale), address },
            locale,
          ),
        ),
      );
    }
  }
  for (const approval of outcome.approvals) lines.push(...approvalLines(approval, format, locale));
  for (let created = 0; created < outcome.contractsCreated; created++)
    lines.push(line('actions.simulation.contractCreation', 'info', undefined, locale));
  if (!outcome.revert && !outcome.outgoing.length && !outcome.incoming.length)
    lines.push(line('actions.simulation.noChanges', 'info', undefined, locale));
  return lines;
}

function permittedLine(
  permit: DecodedPermit,
  entry: PermittedToken,
  options: LineOptions,
  format: AmountFormat,
  locale: string,
): SimulationLine[] {
  const spender = fullAddress(permit.spender);
  const info = options.tokens?.[entry.token];
  const token = info?.symbol ?? fullAddress(entry.token);
  const lines: SimulationLine[] = [];
  if (entry.unlimited && !permit.oneTime) {
    lines.push(line('actions.simulation.permitUnlimited', 'warning', { spender, token }, locale));
    lines.push(line('actions.simulation.warning.unlimited', 'danger', { spender, token }, locale));
    return lines;
  }
  const amount = amountText(
    {
      standard: 'erc20',
      token: entry.token,
      amount: entry.amount,
      ...(info?.symbol !== undefined && { symbol: info.symbol }),
      ...(info?.decimals !== undefined && { decimals: info.decimals }),
    },
    format,
    undefined,
    locale,
  );
  lines.push(
    line(
      permit.oneTime ? 'actions.simulation.permitOnce' : 'actions.simulation.permit',
      'warning',
      { spender, amount },
      locale,
    ),
  );
  return lines;
}

/** The lines of a permit: who may take what, the unlimited warning, and until when the signature holds. */
export function permitLines(permit: DecodedPermit, options: LineOptions = {}): SimulationLine[] {
  const locale = options.locale ?? 'en';
  const format = createAmountFormat(locale);
  const lines = permit.tokens.flatMap((entry) => permittedLine(permit, entry, options, format, locale));
  if (!permit.tokens.length) {
    lines.push(
      line(
        'actions.simulation.approvalForAll',
        'warning',
        { spender: fullAddress(permit.spender), token: '?' },
        locale,
      ),
    );
  }
  const deadline = permit.deadline;
  // A deadline of 0 or beyond any real date (type(uint256).max, 2^48) means none.
  if (deadline === undefined || deadline === 0n || deadline >= 1n << 40n)
    lines.push(line('actions.simulation.noDeadline', 'info', undefined, locale));
  else {
    const date = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(new Date(Number(deadline) * 1000));
    lines.push(line('actions.simulation.validUntil', 'info', { date }, locale));
  }
  return lines;
}
