/**
 * Schemas of the wallet directory (§3 "Wallet listing entry", §7 /getWallets).
 *
 * A page is parsed in two steps: the envelope (`count`, `data` as a list) must be valid or the whole
 * answer is refused; each entry is then parsed on its own and a malformed one is dropped. One broken
 * entry in a directory of hundreds should cost that wallet, not the whole list.
 */
import * as z from 'zod/mini';

/** Entry fields the directory may leave out or send as null: tolerated, read as null. */
const optionalText = z.nullish(z.string());

/**
 * §3 Wallet listing entry: id, name, image_id, chains, mobile_link, desktop_link, webapp_link, rdns.
 * `id` and `name` are required (without them the wallet cannot be listed or connected); the rest may
 * be missing. Other fields the server sends (homepage, badge_type, order) are not read.
 */
export const walletListingSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_id: optionalText,
  chains: z._default(z.array(z.string()), []),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  rdns: optionalText,
});

/**
 * A wallet as kept in storage (recent wallets): like the listing entry, but nothing beyond id and name
 * is filled in, so that values stored before these fields existed ({ id, name }) read back unchanged.
 * Turn one into a listing entry with parseWalletListing.
 */
export const storedWalletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: optionalText,
  chains: z.optional(z.array(z.string())),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  rdns: optionalText,
});

/** One wallet of the directory, as Portico keeps it: absent optional fields are null. */
export interface WalletListing {
  id: string;
  name: string;
  image_id: string | null;
  chains: string[];
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  rdns: string | null;
}

/** The envelope of a /getWallets answer; entries are checked one by one by `toWalletPage`. */
export const walletPageEnvelopeSchema = z.object({
  count: z.int().check(z.minimum(0)),
  data: z.array(z.unknown()),
});

/** A /getWallets answer once parsed: `count` matches before paging, `data` the valid entries of the page. */
export interface WalletPage {
  count: number;
  data: WalletListing[];
}

/** Parses one entry; undefined when it is malformed. */
export function parseWalletListing(value: unknown): WalletListing | undefined {
  const parsed = walletListingSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const entry = parsed.data;
  return {
    id: entry.id,
    name: entry.name,
    image_id: entry.image_id ?? null,
    chains: entry.chains,
    mobile_link: entry.mobile_link ?? null,
    desktop_link: entry.desktop_link ?? null,
    webapp_link: entry.webapp_link ?? null,
    rdns: entry.rdns ?? null,
  };
}

/** Keeps the valid entries of a parsed envelope, in order; malformed ones are dropped. */
export function toWalletPage(envelope: z.infer<typeof walletPageEnvelopeSchema>): WalletPage {
  return { count: envelope.count, data: envelope.data.flatMap((entry) => parseWalletListing(entry) ?? []) };
}
