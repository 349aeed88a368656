// The engine's only public door.
export * from './types';
export * from './view-types';
export { createEngine, type Engine } from './engine';
export type { InnerStep } from './context';
export { pileToArray as stackItems, pileSize as stackSize } from './pile';
export { costHasX } from './mana';
