import { BadRequestException } from '@nestjs/common';
import { mongo } from 'mongoose';
import { MAX_PACKED_ROWS_BYTES, packRows, pieceName, unpackRows } from './import-rows';
import type { StoredRow } from './import.schema';

const row = (n: number, extra: Partial<StoredRow> = {}): StoredRow => ({
  row: n,
  title: `Title ${n}`,
  author: 'Someone',
  otherAuthors: [],
  isbns: [],
  status: null,
  ...extra,
});

describe('packed import rows', () => {
  it('come back as they were packed, in order, with their outcomes and skip reasons, from pieces of at most 1 MB', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      row(i + 1, { reviewText: 'r'.repeat(1000), book: i % 2 ? 'abc' : undefined, isbns: ['9780441172719'] }),
    );
    const pieces = await packRows(rows);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(1024 * 1024);
    // As the driver hands them back from a document: Binary values by piece name.
    const packedRows = Object.fromEntries(pieces.map((piece, i) => [pieceName(i), new mongo.Binary(piece)]));
    const outcomes = rows.map((_, i): 'skipped' | 'added' => (i === 1 ? 'skipped' : 'added'));
    const unpacked = await unpackRows({
      packedRows,
      outcomes,
      skipReasons: { 2: 'Date added cannot be in the future' },
    });
    expect(unpacked).toHaveLength(rows.length);
    expect(unpacked[0]).toEqual({ ...JSON.parse(JSON.stringify(rows[0])), outcome: 'added' });
    expect(unpacked[1]).toEqual({
      ...JSON.parse(JSON.stringify(rows[1])),
      outcome: 'skipped',
      skipReason: 'Date added cannot be in the future',
    });
    expect(unpacked.map((r) => r.row)).toEqual(rows.map((r) => r.row));
  });

  it('refuse rows that would not fit in one import, naming the row from which they do not', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const rows = Array.from({ length: Math.ceil(MAX_PACKED_ROWS_BYTES / big.length) + 1 }, (_, i) =>
      row(i + 1, { reviewText: big }),
    );
    await expect(packRows(rows)).rejects.toThrow(
      new BadRequestException(
        'The file holds more than one import can keep (15 MB once read) by row 15: split it into smaller files',
      ),
    );
  });

  it('of an import kept before rows were packed are read as they are', async () => {
    expect(await unpackRows({ rows: [row(1, { outcome: 'added' })], skipReasons: { 1: 'why' } })).toEqual([
      { ...row(1, { outcome: 'added' }), skipReason: 'why' },
    ]);
  });
});
