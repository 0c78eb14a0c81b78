import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

// Kysely's PostgreSQL introspector reads the tables of every schema of the database, and names each
// schema back to PostgreSQL (`has_schema_privilege`, `pg_get_serial_sequence`): a schema dropped by
// someone else meanwhile fails it with "schema … does not exist". The migrator asks it whether its
// own table exists at every start, so another application's schema in the same database (FreeRADIUS's
// beside the site, or each test file's own) being dropped could fail the site's start. The site only
// ever works in its connection's schema (`search_path`), so that is the only one read here: the same
// query, its rows limited to current_schema().

/** Kysely's migrator's own tables (its DEFAULT_MIGRATION_TABLE and _LOCK_TABLE, not exported from its index). */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface ColumnRow {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_type: string;
  schema: string;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  private readonly db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    this.db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const internal = options.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in (${sql.join(MIGRATION_TABLES)})`;
    const { rows } = await sql<ColumnRow>`
      select a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default, c.relname as table,
        c.relkind as table_type, ns.nspname as schema, typ.typname as type, dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as auto_incrementing
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum >= 0 and not a.attisdropped ${internal}
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const r of rows) {
      let table = tables.get(r.table);
      if (!table) {
        table = {
          name: r.table,
          schema: r.schema,
          isView: r.table_type === 'v',
          isForeign: r.table_type === 'f',
          columns: [],
        };
        tables.set(r.table, table);
      }
      (table.columns as TableMetadata['columns'][number][]).push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        isAutoIncrementing: r.auto_incrementing !== null,
        hasDefaultValue: r.has_default,
        comment: r.column_description ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions) {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL as Kysely speaks it, its introspection kept to the connection's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
