import { BadRequestException } from '@nestjs/common';
import { parse, CsvError } from 'csv-parse';
import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { yieldToEventLoop } from '../../platform/common/time-slices';
import {
  boundedCells,
  goodreadsRow,
  IMPORT_FORMATS,
  REQUIRED_HEADERS,
  storygraphRow,
  UNKNOWN_HEADERS,
  type ImportFormat,
  type ParsedRow,
} from './import-formats';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

const notCsv = () =>
  new BadRequestException('The file is not a CSV file: upload the CSV export of Goodreads or StoryGraph');

/** Bytes parsed per turn of the event loop: about a millisecond of csv-parse's work here. */
const CHUNK_BYTES = 32 * 1024;
/** The longest row: a review at its limit, the other cells at theirs, in any script. Stops a giant cell early. */
export const MAX_ROW_BYTES = 128 * 1024;

/**
 * Feeds the file to csv-parse's stream a chunk at a time, yielding to the event loop between chunks, so a 10 MB file
 * never holds other requests for long; `onRecord` gets each record as it is parsed (the header first) and may throw.
 */
async function eachRecord(file: Buffer, onRecord: (record: string[]) => void): Promise<void> {
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_ROW_BYTES });
  let failure: unknown;
  parser.on('readable', () => {
    for (let record: string[] | null; (record = parser.read()) !== null;) {
      if (failure) continue;
      try {
        onRecord(record);
      } catch (err) {
        failure = err;
      }
    }
  });
  const done = finished(parser).catch((err: unknown) => (failure ??= err));
  for (let at = 0; at < file.length && !failure; at += CHUNK_BYTES) {
    parser.write(file.subarray(at, at + CHUNK_BYTES));
    await yieldToEventLoop();
  }
  if (failure) parser.destroy();
  else parser.end();
  await done;
  if (failure) throw failure;
}

/**
 * Parses an export file (csv-parse, in chunks that yield to the event loop), or throws a 400 that says what is wrong
 * with it: a cell over its length (MAX_CELL_LENGTH, a review MAX_REVIEW_CELL_LENGTH), a list over MAX_LIST_ENTRIES
 * or a row over MAX_ROW_BYTES names its row and column.
 */
export async function parseImportFile(file: Buffer): Promise<{ format: ImportFormat; rows: ParsedRow[] }> {
  // Checked natively on the whole file: no decoding of it in one piece.
  if (!isUtf8(file) || file.includes(0)) throw notCsv();
  let format: ImportFormat | undefined;
  let toRow: typeof goodreadsRow = goodreadsRow;
  let columns: string[] = [];
  let index = new Map<string, number>();
  const rows: ParsedRow[] = [];
  try {
    await eachRecord(file, (record) => {
      if (!format) {
        columns = record.map((h) => h.trim());
        format = IMPORT_FORMATS.find((f) => REQUIRED_HEADERS[f].every((h) => columns.includes(h)));
        if (!format) throw new BadRequestException(UNKNOWN_HEADERS);
        index = new Map(columns.map((name, i) => [name, i]));
        toRow = format === 'goodreads' ? goodreadsRow : storygraphRow;
        return;
      }
      const row = rows.length + 1;
      if (row > MAX_IMPORT_ROWS)
        throw new BadRequestException(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`);
      const parsed = toRow(boundedCells(record, index, row), row);
      if (!parsed.title) throw new BadRequestException(`Row ${row} has no title`);
      rows.push(parsed);
    });
  } catch (err) {
    if (err instanceof BadRequestException) throw err;
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE') {
      const column = columns[Number(err.column)];
      throw new BadRequestException(
        `Row ${err.records}${column ? `, column "${column}"` : ''}: the row is longer than ${MAX_ROW_BYTES / 1024} KB`,
      );
    }
    if (err instanceof CsvError && /QUOTE/.test(err.code)) {
      throw new BadRequestException(
        `The file is not valid CSV: a quote is not closed or is misplaced on row ${err.records}`,
      );
    }
    throw notCsv();
  }
  if (!format) throw new BadRequestException(UNKNOWN_HEADERS);
  if (rows.length === 0) throw new BadRequestException('The file has no rows to import');
  return { format, rows };
}

/** The review's title: the first sentence of its text, at most 80 characters (cut at a word). */
export function reviewTitleFrom(text: string): string {
  const first = text.split(/(?<=[.!?])\s|\n/)[0].trim();
  if (first.length <= 80) return first;
  const cut = first.slice(0, 79);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 79)}…`;
}
