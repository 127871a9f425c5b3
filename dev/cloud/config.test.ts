import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from './db.ts';
import { DEFAULT_SOCIALS, defaultFeatures } from './projects.ts';
import { isLoopback } from './routes/admin.ts';
import { type RunningCloud, startCloud } from './server.ts';
import { adminGet, adminSend, getJson, startTestCloud, urlOf } from './test-helpers.ts';

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud(['second-project', 'preview-project']);
});
afterAll(() => cloud.close());

describe('GET /appkit/v1/config', () => {
  it('answers the default features, all on', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/appkit/v1/config'));
    expect(status).toBe(200);
    expect(body).toEqual({ features: defaultFeatures() });
    expect(body).toMatchObject({
      features: expect.arrayContaining([{ id: 'social_login', isEnabled: true, config: DEFAULT_SOCIALS }]),
    });
  });

  it('changes per project through the admin routes (PATCH merges, PUT replaces)', async () => {
    const patched = await adminSend(cloud, '/admin/projects/second-project/config', 'PATCH', {
      features: [
        { id: 'swap', isEnabled: false },
        { id: 'social_login', config: ['google', 'github'] },
      ],
    });
    expect(patched.status).toBe(200);
    const { body } = await getJson(urlOf(cloud, '/appkit/v1/config', {}, 'second-project'));
    expect(body).toMatchObject({
      features: expect.arrayContaining([
        { id: 'swap', isEnabled: false, config: ['1inch'] },
        { id: 'social_login', isEnabled: true, config: ['google', 'github'] },
        { id: 'email', isEnabled: true, config: null },
      ]),
    });
    // The dev project is untouched.
    expect((await getJson(urlOf(cloud, '/appkit/v1/config'))).body).toEqual({ features: defaultFeatures() });

    const replaced = await adminSend(cloud, '/admin/projects/second-project/config', 'PUT', {
      features: [{ id: 'email', isEnabled: false, config: null }],
    });
    expect(replaced.status).toBe(200);
    expect((await getJson(urlOf(cloud, '/appkit/v1/config', {}, 'second-project'))).body).toEqual({
      features: [{ id: 'email', isEnabled: false, config: null }],
    });
  });

  it('rejects bad feature lists', async () => {
    const url = '/admin/projects/second-project/config';
    expect(
      (await adminSend(cloud, url, 'PUT', { features: [{ id: 'teleport', isEnabled: true, config: null }] }))
        .status,
    ).toBe(400);
    const dup = await adminSend(cloud, url, 'PUT', {
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'email', isEnabled: false, config: null },
      ],
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ message: 'features: feature ids must be unique' });
    expect((await adminSend(cloud, url, 'PUT', '{not json')).body).toEqual({ message: 'body: invalid JSON' });
    expect((await adminSend(cloud, '/admin/projects/nobody/config', 'PUT', { features: [] })).status).toBe(
      404,
    );
  });
});

describe('GET /projects/v1/origins', () => {
  it('answers the default localhost patterns, and what the admin sets', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/projects/v1/origins'));
    expect(status).toBe(200);
    expect(body).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] });
    const set = await adminSend(cloud, '/admin/projects/second-project/origins', 'PUT', {
      allowedOrigins: ['https://app.example.com', 'https://*.vercel.app'],
    });
    expect(set.status).toBe(200);
    expect((await getJson(urlOf(cloud, '/projects/v1/origins', {}, 'second-project'))).body).toEqual({
      allowedOrigins: ['https://app.example.com', 'https://*.vercel.app'],
    });
    const bad = await adminSend(cloud, '/admin/projects/second-project/origins', 'PUT', {
      allowedOrigins: ['javascript:alert(1)'],
    });
    expect(bad.status).toBe(400);
  });

  it('lists the free hosting services (*.vercel.app, *.pages.dev, *.ngrok-free.app) only for a project that opted in', async () => {
    const { body } = await getJson(urlOf(cloud, '/projects/v1/origins', {}, 'preview-project'));
    expect(body).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] });
    expect((await adminGet(cloud, '/admin/projects/preview-project')).body).toMatchObject({
      project: { allowPreviewHosts: false },
    });
    const on = await adminSend(cloud, '/admin/projects/preview-project/preview-hosts', 'PUT', {
      allowPreviewHosts: true,
    });
    expect(on).toMatchObject({ status: 200, body: { allowPreviewHosts: true } });
    expect((await getJson(urlOf(cloud, '/projects/v1/origins', {}, 'preview-project'))).body).toEqual({
      allowedOrigins: [
        'http://localhost:*',
        'http://127.0.0.1:*',
        'https://*.pages.dev',
        'https://*.vercel.app',
        'https://*.ngrok-free.app',
      ],
    });
    const bad = await adminSend(cloud, '/admin/projects/preview-project/preview-hosts', 'PUT', {
      allowPreviewHosts: 'yes',
    });
    expect(bad.status).toBe(400);
  });

  it('checks the project', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/projects/v1/origins', {}, 'nope'));
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized: invalid key' });
  });
});

describe('GET /getAnalyticsConfig', () => {
  it('answers enabled by default, and what the admin sets', async () => {
    expect((await getJson(urlOf(cloud, '/getAnalyticsConfig'))).body).toEqual({ isAnalyticsEnabled: true });
    await adminSend(cloud, '/admin/projects/second-project/analytics', 'PUT', { isAnalyticsEnabled: false });
    expect((await getJson(urlOf(cloud, '/getAnalyticsConfig', {}, 'second-project'))).body).toEqual({
      isAnalyticsEnabled: false,
    });
  });
});

describe('admin projects', () => {
  it('adds a project that then passes the project check', async () => {
    expect((await getJson(urlOf(cloud, '/getAnalyticsConfig', {}, 'added-later'))).status).toBe(401);
    const created = await adminSend(cloud, '/admin/projects', 'POST', { id: 'added-later' });
    expect(created.status).toBe(201);
    expect((await adminSend(cloud, '/admin/projects', 'POST', { id: 'added-later' })).status).toBe(200);
    expect((await getJson(urlOf(cloud, '/getAnalyticsConfig', {}, 'added-later'))).status).toBe(200);
    expect((await adminGet(cloud, '/admin/projects')).body).toEqual({
      projects: ['added-later', 'portico-dev-project', 'preview-project', 'second-project'],
    });
    expect((await adminSend(cloud, '/admin/projects', 'POST', { id: 'bad id!' })).status).toBe(400);
  });
});

describe('persistence and admin guard', () => {
  it('keeps project settings in the SQLite file across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-cloud-'));
    const dbPath = join(dir, 'nested', 'cloud.sqlite');
    try {
      const first = await startCloud({ port: 0, dbPath, quiet: true });
      await adminSend(first, '/admin/projects/portico-dev-project/analytics', 'PUT', {
        isAnalyticsEnabled: false,
      });
      await first.close();
      const second = await startCloud({ port: 0, dbPath, quiet: true });
      try {
        expect((await getJson(urlOf(second, '/getAnalyticsConfig'))).body).toEqual({
          isAnalyticsEnabled: false,
        });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens a file made before the free-hosting opt-in, keeping its projects (opt-in off)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-cloud-'));
    const dbPath = join(dir, 'old.sqlite');
    try {
      const old = new Database(dbPath);
      old.exec(
        'CREATE TABLE projects (id TEXT PRIMARY KEY, features TEXT NOT NULL, allowed_origins TEXT NOT NULL, analytics_enabled INTEGER NOT NULL)',
      );
      old
        .prepare('INSERT INTO projects VALUES (?, ?, ?, ?)')
        .run('kept-project', '[]', JSON.stringify(['https://app.example.com']), 0);
      old.close();
      const store = new Store(dbPath);
      try {
        expect(store.getProject('kept-project')).toEqual({
          id: 'kept-project',
          features: [],
          allowedOrigins: ['https://app.example.com'],
          isAnalyticsEnabled: false,
          allowPreviewHosts: false,
        });
      } finally {
        store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats only loopback addresses as admin callers', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.4')).toBe(false);
    expect(isLoopback('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
