/**
 * The index in SQLite: per followed chain its genesis hash and indexed head; blocks, transactions,
 * transfers; which transactions and ERC-20s each account touched (the history and balance look-ups);
 * token metadata; the spam flags and the price table. Every row read back is parsed with zod.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import * as z from 'zod';
import { type BlockRows, type TransferRow, type TxRow, ZERO_ADDRESS } from './chain-data.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS idx_chains (
  chain TEXT PRIMARY KEY, genesis_hash TEXT NOT NULL, head INTEGER NOT NULL, head_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS idx_blocks (
  chain TEXT NOT NULL, number INTEGER NOT NULL, hash TEXT NOT NULL, timestamp INTEGER NOT NULL,
  PRIMARY KEY (chain, number)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idx_txs (
  chain TEXT NOT NULL, hash TEXT NOT NULL, block INTEGER NOT NULL, position INTEGER NOT NULL,
  timestamp INTEGER NOT NULL, sender TEXT NOT NULL, recipient TEXT, created TEXT, value TEXT NOT NULL,
  nonce INTEGER NOT NULL, success INTEGER NOT NULL, selector TEXT,
  PRIMARY KEY (chain, hash)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idx_transfers (
  chain TEXT NOT NULL, tx_hash TEXT NOT NULL, block INTEGER NOT NULL, position INTEGER NOT NULL,
  log_index INTEGER NOT NULL, kind TEXT NOT NULL, token TEXT NOT NULL, sender TEXT NOT NULL,
  recipient TEXT NOT NULL, amount TEXT NOT NULL,
  PRIMARY KEY (chain, tx_hash, log_index)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idx_account_txs (
  account TEXT NOT NULL, chain TEXT NOT NULL, timestamp INTEGER NOT NULL, block INTEGER NOT NULL,
  position INTEGER NOT NULL, tx_hash TEXT NOT NULL,
  PRIMARY KEY (account, timestamp, chain, block, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idx_account_tokens (
  account TEXT NOT NULL, chain TEXT NOT NULL, token TEXT NOT NULL, PRIMARY KEY (account, chain, token)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idx_tokens (
  chain TEXT NOT NULL, address TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL, symbol TEXT NOT NULL,
  decimals INTEGER NOT NULL, PRIMARY KEY (chain, address)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS spam_items (
  chain TEXT NOT NULL, contract TEXT NOT NULL, token_id TEXT NOT NULL, PRIMARY KEY (chain, contract, token_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS prices (symbol TEXT PRIMARY KEY, usd REAL NOT NULL) WITHOUT ROWID;
`;

/** What the index remembers of a followed chain. */
export interface ChainState {
  genesisHash: string;
  /** Last indexed block; -1 before block 0. */
  head: number;
  headHash: string;
}

/** Metadata of a token contract, read once from the chain. */
export interface TokenRow {
  address: string;
  kind: 'erc20' | 'erc721';
  name: string;
  symbol: string;
  /** 0 for ERC-721. */
  decimals: number;
}

/** A history position: the order key of an account's transactions (newest first). */
export interface HistoryKey {
  timestamp: number;
  chain: string;
  block: number;
  position: number;
}

/** A transaction of an account's history with its transfers. */
export interface HistoryEntry {
  chain: string;
  tx: TxRow;
  transfers: TransferRow[];
  key: HistoryKey;
}

const chainStateSchema = z.object({ genesis_hash: z.string(), head: z.number(), head_hash: z.string() });
const txRowSchema = z.object({
  chain: z.string(),
  hash: z.string(),
  block: z.number(),
  position: z.number(),
  timestamp: z.number(),
  sender: z.string(),
  recipient: z.string().nullable(),
  created: z.string().nullable(),
  value: z.string(),
  nonce: z.number(),
  success: z.number(),
  selector: z.string().nullable(),
});
const transferRowSchema = z.object({
  tx_hash: z.string(),
  block: z.number(),
  position: z.number(),
  log_index: z.number(),
  kind: z.enum(['native', 'erc20', 'erc721']),
  token: z.string(),
  sender: z.string(),
  recipient: z.string(),
  amount: z.string(),
});
const tokenRowSchema = z.object({
  address: z.string(),
  kind: z.enum(['erc20', 'erc721']),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
});

/** The indexer's SQLite store; see the module comment. */
export class IndexStore {
  private readonly db: Database.Database;
  private readonly statements;

  /** Opens (and creates) the database at `path`; `:memory:` for a throwaway one. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    const db = this.db;
    this.statements = {
      block: db.prepare(
        'INSERT OR REPLACE INTO idx_blocks (chain, number, hash, timestamp) VALUES (?, ?, ?, ?)',
      ),
      tx: db.prepare(
        `INSERT OR REPLACE INTO idx_txs (chain, hash, block, position, timestamp, sender, recipient, created, value, nonce, success, selector)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      transfer: db.prepare(
        `INSERT OR REPLACE INTO idx_transfers (chain, tx_hash, block, position, log_index, kind, token, sender, recipient, amount)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      accountTx: db.prepare(
        'INSERT OR IGNORE INTO idx_account_txs (account, chain, timestamp, block, position, tx_hash) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      accountToken: db.prepare(
        'INSERT OR IGNORE INTO idx_account_tokens (account, chain, token) VALUES (?, ?, ?)',
      ),
      head: db.prepare('UPDATE idx_chains SET head = ?, head_hash = ? WHERE chain = ?'),
      token: db.prepare(
        'INSERT OR REPLACE INTO idx_tokens (chain, address, kind, name, symbol, decimals) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      getToken: db.prepare(
        'SELECT address, kind, name, symbol, decimals FROM idx_tokens WHERE chain = ? AND address = ?',
      ),
      txByHash: db.prepare('SELECT * FROM idx_txs WHERE chain = ? AND hash = ?'),
      transfersOf: db.prepare(
        'SELECT * FROM idx_transfers WHERE chain = ? AND tx_hash = ? AND (sender = ? OR recipient = ?) ORDER BY log_index',
      ),
    };
  }

  /** What is indexed of `chain`, or undefined if it never was. */
  chainState(chain: string): ChainState | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM idx_chains WHERE chain = ?').get(chain);
    if (raw === undefined) return undefined;
    const row = chainStateSchema.parse(raw);
    return { genesisHash: row.genesis_hash, head: row.head, headHash: row.head_hash };
  }

  /** Forgets everything indexed of `chain` and starts it again before block 0 of `genesisHash`. */
  resetChain(chain: string, genesisHash: string): void {
    this.db.transaction(() => {
      for (const table of [
        'idx_blocks',
        'idx_txs',
        'idx_transfers',
        'idx_account_txs',
        'idx_account_tokens',
        'idx_tokens',
      ]) {
        this.db.prepare(`DELETE FROM ${table} WHERE chain = ?`).run(chain);
      }
      this.db
        .prepare(
          'INSERT OR REPLACE INTO idx_chains (chain, genesis_hash, head, head_hash) VALUES (?, ?, -1, ?)',
        )
        .run(chain, genesisHash, '');
    })();
  }

  /** Hash of an indexed block, or undefined. */
  blockHash(chain: string, number: number): string | undefined {
    const raw: unknown = this.db
      .prepare('SELECT hash FROM idx_blocks WHERE chain = ? AND number = ?')
      .get(chain, number);
    return raw === undefined ? undefined : z.object({ hash: z.string() }).parse(raw).hash;
  }

  /** Stores consecutive decoded blocks and the metadata of tokens first seen in them, in one transaction. */
  writeBlocks(chain: string, blocks: readonly BlockRows[], tokens: readonly TokenRow[]): void {
    const s = this.statements;
    this.db.transaction(() => {
      for (const t of tokens) s.token.run(chain, t.address, t.kind, t.name, t.symbol, t.decimals);
      for (const b of blocks) {
        s.block.run(chain, b.number, b.hash, b.timestamp);
        for (const tx of b.txs) {
          s.tx.run(
            chain,
            tx.hash,
            tx.block,
            tx.position,
            tx.timestamp,
            tx.sender,
            tx.recipient,
            tx.created,
            tx.value,
            tx.nonce,
            tx.success ? 1 : 0,
            tx.selector,
          );
          for (const who of [tx.sender, tx.recipient]) {
            if (who) s.accountTx.run(who, chain, tx.timestamp, tx.block, tx.position, tx.hash);
          }
        }
        for (const t of b.transfers) {
          s.transfer.run(
            chain,
            t.txHash,
            t.block,
            t.position,
            t.logIndex,
            t.kind,
            t.token,
            t.sender,
            t.recipient,
            t.amount,
          );
          for (const who of [t.sender, t.recipient]) {
            if (who === ZERO_ADDRESS) continue;
            s.accountTx.run(who, chain, b.timestamp, t.block, t.position, t.txHash);
            if (t.kind === 'erc20') s.accountToken.run(who, chain, t.token);
          }
        }
      }
      const last = blocks.at(-1);
      if (last) s.head.run(last.number, last.hash, chain);
    })();
  }

  /** Metadata of a token contract, or undefined if not seen. */
  token(chain: string, address: string): TokenRow | undefined {
    const raw: unknown = this.statements.getToken.get(chain, address.toLowerCase());
    return raw === undefined ? undefined : tokenRowSchema.parse(raw);
  }

  /** The ERC-20s an account ever sent or received on `chain`. */
  accountTokens(account: string, chain: string): TokenRow[] {
    const rows: unknown[] = this.db
      .prepare(
        `SELECT t.address, t.kind, t.name, t.symbol, t.decimals FROM idx_account_tokens a
         JOIN idx_tokens t ON t.chain = a.chain AND t.address = a.token
         WHERE a.account = ? AND a.chain = ? ORDER BY t.symbol, t.address`,
      )
      .all(account.toLowerCase(), chain);
    return rows.map((r) => tokenRowSchema.parse(r));
  }

  /**
   * An account's transactions, newest first (block time, then chain, block and position, all
   * descending), of the given chains, strictly after `after`; with the account's transfers in each.
   */
  history(
    account: string,
    chains: readonly string[],
    after: HistoryKey | undefined,
    limit: number,
  ): HistoryEntry[] {
    if (chains.length === 0) return [];
    const who = account.toLowerCase();
    const marks = chains.map(() => '?').join(', ');
    const cursor = after ? 'AND (timestamp, chain, block, position) < (?, ?, ?, ?)' : '';
    const rows: unknown[] = this.db
      .prepare(
        `SELECT chain, tx_hash, timestamp, block, position FROM idx_account_txs
         WHERE account = ? AND chain IN (${marks}) ${cursor}
         ORDER BY timestamp DESC, chain DESC, block DESC, position DESC LIMIT ?`,
      )
      .all(
        who,
        ...chains,
        ...(after ? [after.timestamp, after.chain, after.block, after.position] : []),
        limit,
      );
    const keySchema = z.object({
      chain: z.string(),
      tx_hash: z.string(),
      timestamp: z.number(),
      block: z.number(),
      position: z.number(),
    });
    return rows.map((raw) => {
      const k = keySchema.parse(raw);
      const tx = txRowSchema.parse(this.statements.txByHash.get(k.chain, k.tx_hash));
      const transfers = (this.statements.transfersOf.all(k.chain, k.tx_hash, who, who) as unknown[]).map(
        (r) => {
          const t = transferRowSchema.parse(r);
          return {
            txHash: t.tx_hash,
            block: t.block,
            position: t.position,
            logIndex: t.log_index,
            kind: t.kind,
            token: t.token,
            sender: t.sender,
            recipient: t.recipient,
            amount: t.amount,
          };
        },
      );
      return {
        chain: k.chain,
        tx: { ...tx, success: tx.success !== 0 },
        transfers,
        key: { timestamp: k.timestamp, chain: k.chain, block: k.block, position: k.position },
      };
    });
  }

  /** Flags an NFT (or, with tokenId '', a whole collection) of `chain` as spam. */
  flagSpam(chain: string, contract: string, tokenId: string): void {
    this.db
      .prepare('INSERT OR IGNORE INTO spam_items (chain, contract, token_id) VALUES (?, ?, ?)')
      .run(chain, contract.toLowerCase(), tokenId);
  }

  /** Whether an NFT is flagged as spam (itself or its whole collection). */
  isSpam(chain: string, contract: string, tokenId: string): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM spam_items WHERE chain = ? AND contract = ? AND token_id IN (?, '')")
        .get(chain, contract.toLowerCase(), tokenId) !== undefined
    );
  }

  /** Sets the USD price of a symbol in the price table. */
  setPrice(symbol: string, usd: number): void {
    this.db.prepare('INSERT OR REPLACE INTO prices (symbol, usd) VALUES (?, ?)').run(symbol, usd);
  }

  /** The USD price of a symbol, or undefined if the table has none. */
  priceUsd(symbol: string): number | undefined {
    const raw: unknown = this.db.prepare('SELECT usd FROM prices WHERE symbol = ?').get(symbol);
    return raw === undefined ? undefined : z.object({ usd: z.number() }).parse(raw).usd;
  }

  /** Closes the database. */
  close(): void {
    this.db.close();
  }
}
