/**
 * A wallet directory of any size for dev/cloud: the seeded one (600 distinct names) first, then
 * numbered copies of it with ids and images of their own. Every wallet supports Ethereum mainnet, the
 * bench app's network, so all of them match the list's chain filter.
 */
import { createHash } from 'node:crypto';
import { generateDirectory, type WalletEntry } from '../../dev/cloud/directory.ts';

const APP_CHAIN = 'eip155:1';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const uuidFrom = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;

export function benchDirectory(size: number): WalletEntry[] {
  const seeded = generateDirectory();
  return Array.from({ length: size }, (_, index) => {
    const base = seeded[index % seeded.length] as WalletEntry;
    const copy = Math.floor(index / seeded.length);
    const name = copy === 0 ? base.name : `${base.name} ${copy + 1}`;
    const id = copy === 0 ? base.id : sha256(`portico-bench-wallet:${name}`);
    return {
      ...base,
      id,
      name,
      image_id: copy === 0 ? base.image_id : uuidFrom(sha256(`portico-bench-image:${id}`)),
      chains: base.chains.includes(APP_CHAIN) ? base.chains : [APP_CHAIN, ...base.chains],
      order: index + 1,
    };
  });
}
