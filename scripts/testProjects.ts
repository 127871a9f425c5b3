/**
 * Which test files on disk no Vitest project runs. A `*.test.ts(x)` or type test (`*.test-d.ts`) that
 * matches no project's `include` (or that its `exclude` drops) is never run by `npm test`, and nothing
 * says so: its tests can fail, or be deleted, with CI green. scripts/testProjects.test.ts applies this to the repository.
 *
 * The projects' globs are read from vitest.config.ts and matched as Vitest matches them
 * (`globFiles` in vitest/node: tinyglobby, dot files included, the project's `exclude` ignored, the
 * default exclude when it sets none).
 */
import { globSync } from 'tinyglobby';
import { configDefaults, type ViteUserConfig } from 'vitest/config';

/** One Vitest project's name and the globs that pick its files. */
export interface ProjectGlobs {
  name: string;
  include: readonly string[];
  exclude: readonly string[];
}

/**
 * The test files of the repository, whichever project should run them: what is installed (packages,
 * the consumer apps' own node_modules) or built (dist) is not the repository's.
 */
const TEST_FILE = '**/*.{test,test-d}.{ts,tsx}';
const NOT_THE_REPOSITORYS = ['**/node_modules/**', '**/dist/**', '**/.git/**'];

/** The projects of a Vitest config, as `defineConfig` gave it; a project it cannot read throws. */
export function projectGlobs(config: ViteUserConfig): ProjectGlobs[] {
  const projects = config.test?.projects ?? [];
  if (projects.length === 0) throw new Error('the Vitest config declares no projects');
  return projects.map((project, index) => {
    // Inline projects only: a path or a function would hide its globs from this check.
    if (typeof project !== 'object' || project === null || !('test' in project) || !project.test)
      throw new Error(`project ${index} is not an inline project with a test block`);
    const { name, include, exclude } = project.test;
    if (!include?.length) throw new Error(`project ${index} has no include`);
    return {
      name: typeof name === 'string' ? name : (name?.label ?? String(index)),
      include,
      exclude: exclude ?? configDefaults.exclude,
    };
  });
}

/** The files under `root` that `project` runs, relative to `root`. */
export function filesOf(root: string, project: ProjectGlobs): string[] {
  return globSync([...project.include], {
    cwd: root,
    dot: true,
    ignore: [...project.exclude],
    expandDirectories: false,
  });
}

/** The repository's test files under `root` (relative, sorted) that no project runs. */
export function unclaimedTestFiles(root: string, projects: readonly ProjectGlobs[]): string[] {
  const claimed = new Set(projects.flatMap((project) => filesOf(root, project)));
  return globSync(TEST_FILE, { cwd: root, dot: true, ignore: NOT_THE_REPOSITORYS, expandDirectories: false })
    .filter((file) => !claimed.has(file))
    .sort();
}
