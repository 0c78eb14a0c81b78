import type { Kysely } from 'kysely';
import type { Db } from './db/index.ts';
import type { RecordTableName, RecordTables } from './db/tables.ts';

type Row = Record<string, unknown>;
/** One row for one table; a caller's rows commit together (a lead and its outbox rows). */
export type Insert = { table: RecordTableName | 'outbox'; row: Row };
interface Pending {
  inserts: Insert[];
  done: (err?: unknown) => void;
}
// The generic view: the outbox seen like a record table (its row is built by notify/outbox.ts).
type Tables = RecordTables & { outbox: RecordTables[RecordTableName] };

const batchers = new WeakMap<Db, (inserts: Insert[]) => Promise<void>>();

/**
 * Inserts that arrive in the same turn of the event loop are committed in one transaction, so a
 * burst of submissions shares one durable flush to disk instead of paying one each. Every caller
 * still resolves only after its rows are committed, and a caller's rows are never split across
 * transactions (a lead is never stored without the notification that announces it).
 */
export function groupInsert(db: Db): (inserts: Insert[]) => Promise<void> {
  let batcher = batchers.get(db);
  if (batcher) return batcher;
  const tables = db as unknown as Kysely<Tables>;
  let queue: Pending[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    const inserts = batch.flatMap((p) => p.inserts);
    try {
      if (inserts.length === 1) await insert(tables, inserts[0]);
      else await tables.transaction().execute(async (trx) => {
        for (const i of inserts) await insert(trx, i);
      });
      batch.forEach((p) => p.done());
    } catch (err) {
      batch.forEach((p) => p.done(err));
    }
  };
  batcher = (inserts) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ inserts, done: (err) => (err ? reject(err) : resolve()) });
    });
  batchers.set(db, batcher);
  return batcher;
}

const insert = (db: Kysely<Tables>, { table, row }: Insert) => db.insertInto(table).values(row as Tables[RecordTableName]).execute();
