import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The extensions the embedded PostgreSQL loads: the migrations create pg_trgm (user search). */
export const PGLITE_EXTENSIONS = { pg_trgm };
