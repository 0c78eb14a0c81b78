import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/index.ts';
import { scratchSchema } from '../support/postgres.ts';
import { DIALECTS, openTestDatabase } from './setup.ts';

// One shape per record: src/server/db/tables.ts types every table by hand, so this holds it to what the
// migrations really leave, on each database: the same tables, the same columns, nothing missing or extra.
const TABLES_TS = 'src/server/db/tables.ts';

/** Each table's columns as tables.ts types them: its `Tables` entry's interface, with what it extends. */
function typedColumns(): Record<string, string[]> {
  const source = ts.createSourceFile(TABLES_TS, readFileSync(TABLES_TS, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const name = (n: ts.PropertyName) => (ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : n.getText(source));
  const columns = (id: string): string[] => {
    const decl = interfaces.get(id);
    if (!decl) throw new Error(`${TABLES_TS} has no interface ${id}`);
    const inherited = (decl.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(source)));
    const own = decl.members.filter(ts.isPropertySignature).map((m) => name(m.name));
    return [...inherited.flatMap(columns), ...own];
  };
  const tables = interfaces.get('Tables')!;
  return Object.fromEntries(
    tables.members
      .filter(ts.isPropertySignature)
      .map((m) => [name(m.name), columns((m.type as ts.TypeReferenceNode).typeName.getText(source)).sort()]),
  );
}

for (const kind of DIALECTS)
  describe(`tables.ts against the migrations [${kind}]`, () => {
    let database: Database;
    let cleanup = async () => {};
    beforeAll(async () => {
      ({ database, cleanup } = await openTestDatabase(kind));
    });
    afterAll(() => cleanup());

    it('types every table the migrations make, with exactly their columns', async () => {
      // PostgreSQL lists every schema's tables: only this file's own (other files' schemas, a radacct of
      // tests/api/radacct.ts among them, may be there at the same time).
      const own =
        kind === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!.schema
          : undefined;
      const made = (await database.db.introspection.getTables())
        .filter((t) => !own || t.schema === own)
        // Kysely's own bookkeeping, and SQLite's full-text indexes (db/search-index.ts), which no query names as a table.
        .filter((t) => !/^(kysely_|sqlite_)/.test(t.name) && !/_search(_[a-z]+)?$/.test(t.name))
        .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const);
      // SQLite's table_info, which Kysely reads, leaves out generated columns (customer.searchText, 0052).
      if (kind === 'sqlite')
        for (const [table, columns] of made) {
          const { rows } = await sql<{
            name: string;
          }>`select name from pragma_table_xinfo(${table}) where hidden in (2, 3)`.execute(database.db);
          (columns as string[]).push(...rows.map((r) => r.name));
          (columns as string[]).sort();
        }
      const typed = typedColumns();
      const actual: Record<string, readonly string[]> = Object.fromEntries(made);
      // Every difference, named: a table or a column the migrations make and tables.ts lacks, or the reverse.
      const differences = [...new Set([...Object.keys(actual), ...Object.keys(typed)])].sort().flatMap((table) => {
        if (!typed[table]) return [`${table}: made by the migrations, not in tables.ts`];
        if (!actual[table]) return [`${table}: in tables.ts, not made by the migrations`];
        return [
          ...actual[table].filter((c) => !typed[table]!.includes(c)).map((c) => `${table}.${c}: not in tables.ts`),
          ...typed[table].filter((c) => !actual[table]!.includes(c)).map((c) => `${table}.${c}: no such column`),
        ];
      });
      expect(differences).toEqual([]);
    });

    if (kind === 'postgres')
      it("reads its own schema only: another schema's tables are not listed, and its drop cannot fail a start", async () => {
        const other = await scratchSchema('other');
        await other.query('create table radacct (radacctid bigserial primary key, username text)');
        const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
        expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([rows[0]!.schema]));
        expect(tables.map((t) => t.name)).toContain('kysely_migration');
        expect(tables.map((t) => t.name)).not.toContain('radacct');
        await other.drop();
      });
  });
