/**
 * One connector interface (headless/connectors/connector.ts): generic code calls it without asking
 * which connector it holds. Only the pairing connector's own files may name its id or type in a
 * comparison. Read from the tree, so a new `if (id === WALLET_CONNECT_ID)` fails here with its line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['headless', 'hooks', 'default-ui', 'machines', 'domain'];
/** The pairing connector's implementation: the only place that knows it is the pairing connector. */
const PAIRING_FILES = [
  'headless/walletConnectBridge.ts',
  'headless/lazyWalletConnectBridge.ts',
  'headless/walletConnectIds.ts',
  'headless/connectors/walletConnect/',
];
const BRANCH =
  /[!=]==?\s*(WALLET_CONNECT_ID|'walletConnect'|'WALLET_CONNECT')|(WALLET_CONNECT_ID|'walletConnect'|'WALLET_CONNECT')\s*[!=]==?/;

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

test('no generic code branches on the pairing connector', () => {
  const branches = sourceFiles()
    .filter((file) => !PAIRING_FILES.some((allowed) => file.startsWith(allowed)))
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => (BRANCH.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])),
    );
  expect(branches).toEqual([]);
});

test('the check finds such a branch', () => {
  expect(BRANCH.test("if (connectorId === WALLET_CONNECT_ID) return 'pairing';")).toBe(true);
  expect(BRANCH.test("input.connectorType === 'WALLET_CONNECT'")).toBe(true);
  expect(BRANCH.test('connect(WALLET_CONNECT_ID)')).toBe(false);
});
