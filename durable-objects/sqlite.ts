/** A key-value table of JSON values, as every object keeps its `meta` (see conversation/meta-store.ts). */
export const keyValueTable = (name: string) => `CREATE TABLE IF NOT EXISTS ${name} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`;
