import type { ProductGridProps } from './schema';

/** The toggle's text for a state; `shown` and `total` come from the visible tiles. */
export function toggleLabel(
  variant: ProductGridProps['labels'],
  expanded: boolean,
  initial: number,
  total: number,
): string {
  switch (variant) {
    case 'showing':
      return expanded ? `Showing ${total}/${total} - Click for Less` : `Showing ${initial}/${total} - Click for More`;
    case 'plain':
      return expanded ? 'Show Less' : 'Show All Products';
    default:
      return expanded ? `Show Less (${initial}/${total})` : `Show All Products (${total}/${total})`;
  }
}

export const countSubtitle = (shown: number, total: number) => `(${shown}/${total} products shown)`;
