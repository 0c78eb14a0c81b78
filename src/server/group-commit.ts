import type { Kysely } from 'kysely';
import type { Db } from './db/index.ts';
import type { RecordTableName, RecordTables } from './db/tables.ts';

type Row = Record<string, unknown>;
interface Pending {
  table: RecordTableName;
  row: Row;
  done: (err?: unknown) => void;
}

const batchers = new WeakMap<Db, (table: RecordTableName, row: Row) => Promise<void>>();

/**
 * Inserts that arrive in the same turn of the event loop are committed in one transaction, so a
 * burst of submissions shares one durable flush to disk instead of paying one each. Every caller
 * still resolves only after its row is committed.
 */
export function groupInsert(db: Db): (table: RecordTableName, row: Row) => Promise<void> {
  let batcher = batchers.get(db);
  if (batcher) return batcher;
  const records = db as unknown as Kysely<RecordTables>;
  let queue: Pending[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      if (batch.length === 1) await records.insertInto(batch[0].table).values(batch[0].row as RecordTables[RecordTableName]).execute();
      else await records.transaction().execute(async (trx) => {
        for (const p of batch) await trx.insertInto(p.table).values(p.row as RecordTables[RecordTableName]).execute();
      });
      batch.forEach((p) => p.done());
    } catch (err) {
      batch.forEach((p) => p.done(err));
    }
  };
  batcher = (table, row) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ table, row, done: (err) => (err ? reject(err) : resolve()) });
    });
  batchers.set(db, batcher);
  return batcher;
}
