import { engineOf, type DatabaseEngine } from '../../platform/database-engine';

/**
 * Which SQL engine a database handle talks to, for the API's few queries
 * that must differ (full-text search, row locks). Asked of the one place that
 * knows: platform/database-engine.ts.
 */
export type Dialect = DatabaseEngine;
export const dialectOf = engineOf;
