import type { ComponentType } from 'react';

/** An interactive block's code, loaded when the visitor first reaches for its island. */
export type IslandLoader = () => Promise<{
  default: ComponentType<object>;
  /** The whole props from the island's HTML and the part of them its JSON carried (a block's `islandProps`). */
  propsFromHtml?: (island: HTMLElement, sent: object) => object;
}>;
