import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import * as z from 'zod';
import { defaultProject, type Project } from './projects.ts';
import { type AnalyticsEvent, featureListSchema, originPatternSchema } from './schemas.ts';

/** An analytics event as stored, with who sent it and when it arrived. */
export interface StoredEvent extends AnalyticsEvent {
  /** Row id, increasing in arrival order. */
  id: number;
  projectId: string;
  sdkType: string | null;
  sdkVersion: string | null;
  /** Milliseconds since the epoch. */
  receivedAt: number;
}

const projectRowSchema = z.object({
  id: z.string(),
  features: z.string(),
  allowed_origins: z.string(),
  analytics_enabled: z.number(),
  preview_hosts: z.number(),
});

const eventRowSchema = z.object({
  id: z.number(),
  project_id: z.string(),
  event_id: z.string(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.string(),
  sdk_type: z.string().nullable(),
  sdk_version: z.string().nullable(),
  received_at: z.number(),
});

const SCHEMA = `
CREATE TABLE IF NOT EXISTS projects (
  id TEXT PRIMARY KEY,
  features TEXT NOT NULL,
  allowed_origins TEXT NOT NULL,
  analytics_enabled INTEGER NOT NULL,
  preview_hosts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  url TEXT NOT NULL,
  domain TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  props TEXT NOT NULL,
  sdk_type TEXT,
  sdk_version TEXT,
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS events_project ON events (project_id, id);
`;

function parseJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`corrupt ${what} in the database: not JSON`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`corrupt ${what} in the database: ${result.error.message}`);
  return result.data;
}

/**
 * The cloud's SQLite store: projects (features, allowed origins, analytics switch) and analytics
 * events. Every row read back is parsed with zod, so a corrupt row is a clear error, not a crash.
 */
export class Store {
  private readonly db: Database.Database;

  /** The open database, for the tables of other concepts (sign-in sessions, names) in their own files. */
  get database(): Database.Database {
    return this.db;
  }

  /** Opens (and creates) the database at `path`; `:memory:` for a throwaway one. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
    // A file made before the free-hosting opt-in: add its column, off for every project (rows kept).
    const columns = z.array(z.object({ name: z.string() })).parse(this.db.pragma('table_info(projects)'));
    if (!columns.some((column) => column.name === 'preview_hosts')) {
      this.db.exec('ALTER TABLE projects ADD COLUMN preview_hosts INTEGER NOT NULL DEFAULT 0');
    }
  }

  /** Adds a project with default settings unless it exists; returns whether it was added. */
  ensureProject(id: string): boolean {
    const p = defaultProject(id);
    const info = this.db
      .prepare(
        'INSERT OR IGNORE INTO projects (id, features, allowed_origins, analytics_enabled, preview_hosts) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        p.id,
        JSON.stringify(p.features),
        JSON.stringify(p.allowedOrigins),
        p.isAnalyticsEnabled ? 1 : 0,
        p.allowPreviewHosts ? 1 : 0,
      );
    return info.changes > 0;
  }

  /** The project, or undefined if it is unknown. */
  getProject(id: string): Project | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM projects WHERE id = ?').get(id);
    if (raw === undefined) return undefined;
    const row = projectRowSchema.parse(raw);
    return {
      id: row.id,
      features: parseJson(row.features, featureListSchema, 'features'),
      allowedOrigins: parseJson(row.allowed_origins, z.array(originPatternSchema), 'allowed origins'),
      isAnalyticsEnabled: row.analytics_enabled !== 0,
      allowPreviewHosts: row.preview_hosts !== 0,
    };
  }

  /** All project ids, sorted. */
  listProjectIds(): string[] {
    const rows: unknown[] = this.db.prepare('SELECT id FROM projects ORDER BY id').all();
    return rows.map((r) => z.object({ id: z.string() }).parse(r).id);
  }

  /** Replaces a known project's settings; returns false if the project is unknown. */
  saveProject(project: Project): boolean {
    const info = this.db
      .prepare(
        'UPDATE projects SET features = ?, allowed_origins = ?, analytics_enabled = ?, preview_hosts = ? WHERE id = ?',
      )
      .run(
        JSON.stringify(project.features),
        JSON.stringify(project.allowedOrigins),
        project.isAnalyticsEnabled ? 1 : 0,
        project.allowPreviewHosts ? 1 : 0,
        project.id,
      );
    return info.changes > 0;
  }

  /** Stores an analytics event; returns its row id. */
  addEvent(
    projectId: string,
    event: AnalyticsEvent,
    sdk: { sdkType: string | null; sdkVersion: string | null },
  ): number {
    const info = this.db
      .prepare(
        `INSERT INTO events (project_id, event_id, url, domain, timestamp, props, sdk_type, sdk_version, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        projectId,
        event.eventId,
        event.url,
        event.domain,
        event.timestamp,
        JSON.stringify(event.props),
        sdk.sdkType,
        sdk.sdkVersion,
        Date.now(),
      );
    return Number(info.lastInsertRowid);
  }

  /** Stored events in arrival order, optionally of one project and after a row id. */
  listEvents(filter: { projectId?: string; afterId?: number; limit?: number } = {}): StoredEvent[] {
    const rows: unknown[] = this.db
      .prepare(
        `SELECT * FROM events WHERE (@projectId IS NULL OR project_id = @projectId) AND id > @afterId
         ORDER BY id LIMIT @limit`,
      )
      .all({
        projectId: filter.projectId ?? null,
        afterId: filter.afterId ?? 0,
        limit: filter.limit ?? 1000,
      });
    return rows.map((raw) => {
      const row = eventRowSchema.parse(raw);
      return {
        id: row.id,
        projectId: row.project_id,
        eventId: row.event_id,
        url: row.url,
        domain: row.domain,
        timestamp: row.timestamp,
        props: parseJson(row.props, z.record(z.string(), z.unknown()), 'event props'),
        sdkType: row.sdk_type,
        sdkVersion: row.sdk_version,
        receivedAt: row.received_at,
      };
    });
  }

  /** Deletes stored events (of one project, or all); returns how many. */
  clearEvents(projectId?: string): number {
    const info = projectId
      ? this.db.prepare('DELETE FROM events WHERE project_id = ?').run(projectId)
      : this.db.prepare('DELETE FROM events').run();
    return info.changes;
  }

  /** Closes the database. */
  close(): void {
    this.db.close();
  }
}
