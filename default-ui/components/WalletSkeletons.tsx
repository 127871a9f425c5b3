/**
 * Placeholders shaped like wallet rows or tiles while the list loads. Hidden from assistive technology:
 * the list announces its busy state with aria-busy instead.
 */
export function WalletSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // The skeletons have no identity; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <li key={index} aria-hidden="true">
          <span className="portico-skeleton" />
        </li>
      ))}
    </>
  );
}
