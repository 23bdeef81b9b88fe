import { MAX_OPERATION_NODES } from './operation-cost.ts';

/** Limits every operation must pass before it runs (also over WebSockets); the docs show them from here. */
export const OPERATION_LIMITS = { depth: 12, nodes: MAX_OPERATION_NODES, aliases: 15, tokens: 2000 } as const;
