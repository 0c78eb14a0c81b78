import { parse as parseCsv } from 'csv-parse/sync';
import { ApiError } from '../http/errors.ts';

// The admin's CSV imports (coverage areas, customers): a header row naming the columns, then one
// record a line. csv-parse reads quoting, quoted line breaks and a byte-order mark as spreadsheets
// write them; this names each row by the line it starts on, so every problem points at its line.

export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvRows {
  /** the header's column names, trimmed and as written */
  columns: string[];
  /** each row's cells by column name, with the line it starts on */
  rows: { line: number; input: Record<string, string> }[];
  /** rows whose number of cells is not the header's */
  problems: CsvProblem[];
}

/**
 * The rows of a CSV whose first line names its columns: `required` must all be there, and no
 * column outside `required` and `optional` (matched as `match` folds them: lower case by default).
 * A file that cannot be read, an empty one, a wrong header or more than `maxRows` rows is a 400.
 */
export function readCsv(
  text: string,
  {
    required,
    optional = [],
    maxRows,
    noun,
    match = (c) => c.toLowerCase(),
  }: {
    required: readonly string[];
    optional?: readonly string[];
    maxRows: number;
    /** what a row is ('areas'), for the messages */
    noun: string;
    /** how a header cell is matched to a column name */
    match?: (column: string) => string;
  },
): CsvRows {
  let parsed: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    parsed = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      raw: true,
    }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ApiError(
      400,
      `The file is not a readable CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message}`,
    );
  }
  const known = [...required, ...optional];
  const byKey = new Map(known.map((c) => [match(c), c]));
  if (!parsed.length)
    throw new ApiError(400, `The file is empty. The first line names the columns: ${known.join(', ')}`);
  const [header, ...records] = parsed;
  const columns = header!.record.map((c) => byKey.get(match(c.trim())) ?? c.trim());
  const unknown = columns.filter((c) => !known.includes(c));
  const missing = required.filter((c) => !columns.includes(c));
  if (unknown.length || missing.length) {
    const what = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    throw new ApiError(400, `Line 1 must name the columns ${known.join(', ')} (${what})`);
  }
  if (records.length > maxRows)
    throw new ApiError(400, `At most ${maxRows} ${noun} at a time (the file has ${records.length})`);
  const rows: CsvRows['rows'] = [];
  const problems: CsvProblem[] = [];
  for (const { record, raw, info } of records) {
    // A quoted cell may span lines: the row starts where its text starts.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    if (record.length !== columns.length) {
      problems.push({ line, message: `${record.length} cells where line 1 names ${columns.length} columns` });
      continue;
    }
    rows.push({ line, input: Object.fromEntries(columns.map((c, i) => [c, record[i]!])) });
  }
  return { columns, rows, problems };
}

/** A row's field errors as one line of text ('name: Name is required; phone: …'). */
export const problemText = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
