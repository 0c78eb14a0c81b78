import type { Kysely } from 'kysely';
import type { Db } from './db/index.ts';
import type { RecordTableName, RecordTables } from './db/tables.ts';

type Row = Record<string, unknown>;
type Write = (db: Db) => Promise<unknown>;
interface Pending {
  write: Write;
  done: (err: unknown, value?: unknown) => void;
}

const batchers = new WeakMap<Db, <T>(write: (db: Db) => Promise<T>) => Promise<T>>();

/**
 * Writes that arrive in the same turn of the event loop are committed in one transaction, so a
 * burst of submissions shares one durable flush to disk instead of paying one each. Every caller
 * still resolves only after its write is committed. A write must not fail for expected reasons
 * (one failure fails the whole batch on PostgreSQL).
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

const inserters = new WeakMap<Db, (table: RecordTableName, row: Row) => Promise<void>>();

/** A record insert through groupWrite (one function per database). */
export function groupInsert(db: Db): (table: RecordTableName, row: Row) => Promise<void> {
  let insert = inserters.get(db);
  if (!insert) {
    const write = groupWrite(db);
    insert = async (table, row) => {
      await write((d) => (d as unknown as Kysely<RecordTables>).insertInto(table).values(row as RecordTables[RecordTableName]).execute());
    };
    inserters.set(db, insert);
  }
  return insert;
}
