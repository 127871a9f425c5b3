/**
 * SQLite tables of the name service: a name (its label, unique across suffixes) with attributes, and
 * its addresses per coin type. Names are global, not per project, as on the production service.
 */
import type Database from 'libsql';
import * as z from 'zod';
import { isValidAccountName } from '../../domain/accountName.ts';

/** The suffix names are registered under. */
export const NAME_SUFFIX = '.reown.id';
/** The legacy suffix: names still resolve under it. */
export const LEGACY_NAME_SUFFIX = '.wcn.id';

/** A name as the profile routes answer it (times in unix seconds). */
export interface AccountName {
  name: string;
  registered: number;
  updated: number;
  addresses: Record<string, { address: string; created: number }>;
  attributes: Record<string, string>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS profile_names (
  label TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  registered INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  attributes TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_addresses (
  label TEXT NOT NULL REFERENCES profile_names (label),
  coin_type INTEGER NOT NULL,
  address TEXT NOT NULL,
  address_key TEXT NOT NULL,
  created INTEGER NOT NULL,
  PRIMARY KEY (label, coin_type)
);
CREATE INDEX IF NOT EXISTS profile_addresses_address ON profile_addresses (address_key);
`;

const nameRowSchema = z.object({
  label: z.string(),
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  attributes: z.string(),
});
const addressRowSchema = z.object({ coin_type: z.number(), address: z.string(), created: z.number() });

/**
 * The label of a full name under the current or the legacy suffix (lower case), or undefined when
 * the name has neither suffix or its label breaks the §5 rule (a DNS label of letters, digits, hyphen,
 * 4 to 63 long).
 */
export function labelOf(name: string): { label: string; legacy: boolean } | undefined {
  const lower = name.toLowerCase();
  for (const [suffix, legacy] of [
    [NAME_SUFFIX, false],
    [LEGACY_NAME_SUFFIX, true],
  ] as const) {
    if (lower.endsWith(suffix)) {
      const label = lower.slice(0, -suffix.length);
      return isValidAccountName(label) ? { label, legacy } : undefined;
    }
  }
  return undefined;
}

/** Names and their addresses. */
export class NameStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
  }

  /** The name registered with `label`, or undefined. */
  get(label: string): AccountName | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM profile_names WHERE label = ?').get(label);
    if (raw === undefined) return undefined;
    const row = nameRowSchema.parse(raw);
    const addresses: AccountName['addresses'] = {};
    const rows: unknown[] = this.db
      .prepare('SELECT coin_type, address, created FROM profile_addresses WHERE label = ? ORDER BY coin_type')
      .all(label);
    for (const r of rows) {
      const a = addressRowSchema.parse(r);
      addresses[String(a.coin_type)] = { address: a.address, created: a.created };
    }
    return {
      name: row.name,
      registered: row.registered,
      updated: row.updated,
      addresses,
      attributes: z.record(z.string(), z.string()).parse(JSON.parse(row.attributes)),
    };
  }

  /** Whether `label` is taken. */
  isTaken(label: string): boolean {
    return this.db.prepare('SELECT 1 FROM profile_names WHERE label = ?').get(label) !== undefined;
  }

  /** The names with `address` under any coin type, oldest first (addresses compared case-insensitively). */
  namesOf(address: string): AccountName[] {
    const rows: unknown[] = this.db
      .prepare(
        `SELECT DISTINCT n.label FROM profile_names n JOIN profile_addresses a ON a.label = n.label
         WHERE a.address_key = ? ORDER BY n.registered, n.rowid`,
      )
      .all(address.toLowerCase());
    return rows.flatMap((r) => {
      const name = this.get(z.object({ label: z.string() }).parse(r).label);
      return name ? [name] : [];
    });
  }

  /** How many names `address` holds, under any coin type (case-insensitive). */
  countOf(address: string): number {
    const row = z
      .object({ n: z.number() })
      .parse(
        this.db
          .prepare('SELECT COUNT(DISTINCT label) AS n FROM profile_addresses WHERE address_key = ?')
          .get(address.toLowerCase()),
      );
    return row.n;
  }

  /**
   * Registers `label` under the current suffix for an address: 'taken' when it is, 'quota' when the
   * address already holds `maxPerAddress` names (checked in the same transaction).
   */
  register(
    label: string,
    entry: { coinType: number; address: string; attributes: Record<string, string>; maxPerAddress?: number },
    nowSeconds = Math.floor(Date.now() / 1000),
  ): 'registered' | 'taken' | 'quota' {
    return this.db.transaction(() => {
      if (entry.maxPerAddress !== undefined && this.countOf(entry.address) >= entry.maxPerAddress)
        return 'quota';
      const inserted = this.db
        .prepare(
          'INSERT OR IGNORE INTO profile_names (label, name, registered, updated, attributes) VALUES (?, ?, ?, ?, ?)',
        )
        .run(label, `${label}${NAME_SUFFIX}`, nowSeconds, nowSeconds, JSON.stringify(entry.attributes));
      if (inserted.changes === 0) return 'taken';
      this.db
        .prepare(
          'INSERT INTO profile_addresses (label, coin_type, address, address_key, created) VALUES (?, ?, ?, ?, ?)',
        )
        .run(label, entry.coinType, entry.address, entry.address.toLowerCase(), nowSeconds);
      return 'registered';
    })();
  }
}
