import type { Kysely } from 'kysely';
import type { Db } from '../db/index.ts';
import type { RecordTableName, RecordTables } from '../db/tables.ts';

type Row = Record<string, unknown>;
/** One row for one table; a caller's rows commit together (a lead and its outbox rows). */
export type Insert = { table: RecordTableName | 'outbox'; row: Row };
type Write = (db: Db) => Promise<unknown>;
interface Pending {
  write: Write;
  done: (err: unknown, value?: unknown) => void;
}
// The generic view: the outbox seen like a record table (its row is built by notify/outbox.ts).
type Tables = RecordTables & { outbox: RecordTables[RecordTableName] };

const batchers = new WeakMap<Db, <T>(write: (db: Db) => Promise<T>) => Promise<T>>();

/**
 * Writes that arrive in the same turn of the event loop are committed in one transaction, so a
 * burst of submissions shares one durable flush to disk instead of paying one each. Every caller
 * still resolves only after its write is committed, and a caller's write is never split across
 * transactions. A write must not fail for expected reasons (one failure fails the whole batch).
 */
export function groupWrite(db: Db): <T>(write: (db: Db) => Promise<T>) => Promise<T> {
  let batcher = batchers.get(db);
  if (batcher) return batcher;
  let queue: Pending[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      if (batch.length === 1) {
        const value = await batch[0].write(db);
        batch[0].done(undefined, value);
        return;
      }
      const values = await db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const p of batch) out.push(await p.write(trx));
        return out;
      });
      batch.forEach((p, i) => p.done(undefined, values[i]));
    } catch (err) {
      batch.forEach((p) => p.done(err));
    }
  };
  batcher = <T>(write: (db: Db) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ write: write as Write, done: (err, value) => (err ? reject(err) : resolve(value as T)) });
    });
  batchers.set(db, batcher);
  return batcher;
}

/**
 * A caller's rows; `before` runs first in the same transaction, and when it answers anything but
 * undefined the rows are not inserted and that answer is returned (a submission key already used).
 */
type InsertAll = (inserts: Insert[], before?: (d: Db) => Promise<unknown>) => Promise<unknown>;
const inserters = new WeakMap<Db, InsertAll>();

/**
 * Record inserts through groupWrite (one function per database): a lead is never stored without
 * the notification that announces it.
 */
export function groupInsert(db: Db): InsertAll {
  let insertAll = inserters.get(db);
  if (!insertAll) {
    const write = groupWrite(db);
    const rows = async (d: Db, inserts: Insert[], before?: (d: Db) => Promise<unknown>) => {
      const earlier = await before?.(d);
      if (earlier !== undefined) return earlier;
      for (const i of inserts) await insert(d as unknown as Kysely<Tables>, i);
      return undefined;
    };
    insertAll = (inserts, before) =>
      write((d) =>
        // alone in its batch (so not in a transaction yet): its writes still commit together
        (inserts.length > 1 || before) && d === db
          ? d.transaction().execute((trx) => rows(trx, inserts, before))
          : rows(d, inserts, before),
      );
    inserters.set(db, insertAll);
  }
  return insertAll;
}

const insert = (db: Kysely<Tables>, { table, row }: Insert) =>
  db
    .insertInto(table)
    .values(row as Tables[RecordTableName])
    .execute();
