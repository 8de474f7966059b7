import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof database>;

export function database(db: D1Database) {
  return drizzle(db, { schema });
}
