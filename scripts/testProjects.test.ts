/**
 * Every test file on disk belongs to a Vitest project (scripts/testProjects.ts): one that none runs
 * would pass CI whatever it holds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import config from '../vitest.config.ts';
import { filesOf, type ProjectGlobs, projectGlobs, unclaimedTestFiles } from './testProjects.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A folder holding `files` (empty), removed after the file's tests. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
function folderWith(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'portico-projects-'));
  made.push(root);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  return root;
}

describe('every test file on disk belongs to a Vitest project', () => {
  test('the repository: each *.test.ts(x) and *.test-d.ts is run by a project of vitest.config.ts', () => {
    expect(unclaimedTestFiles(ROOT, projectGlobs(config))).toEqual([]);
  });

  test('the projects are read from vitest.config.ts, and each claims files of the repository', () => {
    const projects = projectGlobs(config);
    expect(projects.map((project) => project.name)).toEqual(['unit', 'dom', 'model', 'types', 'e2e']);
    for (const project of projects) expect(filesOf(ROOT, project).length).toBeGreaterThan(0);
    const [unit] = projects;
    expect(unit && filesOf(ROOT, unit)).toContain('scripts/testProjects.test.ts');
  });

  test('a file outside every include, or dropped by an exclude, is reported; installed and built ones are not', () => {
    const projects: ProjectGlobs[] = [
      { name: 'unit', include: ['{domain,headless}/**/*.test.ts'], exclude: ['**/node_modules/**'] },
      { name: 'dom', include: ['headless/**/*.test.tsx'], exclude: ['headless/slow/**'] },
    ];
    const root = folderWith([
      'domain/a.test.ts',
      'headless/deep/b.test.ts',
      'headless/c.test.tsx',
      'machines/d.test.ts',
      'domain/e.test.tsx',
      'headless/slow/f.test.tsx',
      'bench/.hidden/g.test.ts',
      'node_modules/pkg/h.test.ts',
      'consumers/app/node_modules/pkg/i.test.ts',
      'dist/j.test.ts',
      'domain/not-a-test.ts',
      'machines/k.test-d.ts',
    ]);
    expect(unclaimedTestFiles(root, projects)).toEqual([
      'bench/.hidden/g.test.ts',
      'domain/e.test.tsx',
      'headless/slow/f.test.tsx',
      'machines/d.test.ts',
      'machines/k.test-d.ts',
    ]);
  });

  test('a config with no projects, or one whose globs cannot be read, is refused', () => {
    expect(() => projectGlobs({ test: {} })).toThrow('declares no projects');
    expect(() => projectGlobs({ test: { projects: ['packages/*'] } })).toThrow('not an inline project');
    expect(() => projectGlobs({ test: { projects: [{ test: { name: 'x' } }] } })).toThrow('has no include');
  });
});
