/**
 * A localStorage stand-in for tests in Node: the Web Storage calls Portico uses, over a Map the test
 * can read.
 */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string): string | null => items.get(key) ?? null,
    setItem: (key: string, value: string): void => void items.set(key, value),
    removeItem: (key: string): void => void items.delete(key),
  };
}
