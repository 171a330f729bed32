import type { IslandLoader } from '../../engine/client/island-loader';
import { wakeIslands } from '../../engine/client/wake';
import './block-styles';

/** Interactive blocks only: each folder with an island.ts is its own lazily loaded chunk, keyed by its block type. */
const islandFiles = import.meta.glob<Awaited<ReturnType<IslandLoader>>>('../../blocks/*/island.ts');
const islands = Object.fromEntries(Object.entries(islandFiles).map(([file, load]) => [file.split('/').at(-2)!, load]));

wakeIslands(islands);
