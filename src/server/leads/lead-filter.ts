import { sql, type ExpressionBuilder } from 'kysely';
import type { EntityDef } from '../../lib/entities.ts';
import type { RecordTableName, RecordTables } from '../db/tables.ts';

export interface LeadFilter {
  q?: string;
  status?: string;
}

/** The list's filters as a where clause: a status, and text found in any of the visitor's fields. */
export function leadFilter(def: EntityDef, { q, status }: LeadFilter) {
  return (eb: ExpressionBuilder<RecordTables, RecordTableName>) => {
    const conditions = [];
    if (status) conditions.push(eb('status', '=', status));
    const text = q?.trim().toLowerCase();
    if (text) {
      const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const fields = def.lead!.labels.map(([field]) => field);
      conditions.push(eb.or(fields.map((field) => sql<boolean>`lower(${sql.ref(field)}) like ${pattern} escape '\\'`)));
    }
    return eb.and(conditions);
  };
}
