import { BadRequestException } from '@nestjs/common';
import { mongo } from 'mongoose';
import { forEachInSlices } from '../../platform/common/time-slices';
import type { RowOutcome, StoredRow } from './import.schema';

const { BSON } = mongo;
const MB = 1024 * 1024;
/** The most the rows of one import may weigh, packed: below MongoDB's 16 MB per document, with room for the rest. */
export const MAX_PACKED_ROWS_BYTES = 15 * MB;
/** The size of one piece of packed rows: the most one write or read of an import's rows copies in one step. */
const PIECE_BYTES = MB;

/** Pieces of packed rows by name (`p0`, `p1`...), as an import document keeps them. */
export type PackedRows = Record<string, mongo.Binary | Buffer>;
/** What an import document keeps of its rows: packed with their outcomes, or (an import from before) as an array. */
export type KeptRows = {
  packedRows?: PackedRows | null;
  outcomes?: RowOutcome[] | null;
  skipReasons?: Record<string, string> | null;
  rows?: StoredRow[];
};

export const pieceName = (index: number) => `p${index}`;
const int32At = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0, true);

/**
 * Packs an import's rows into pieces of about 1 MB, a BSON document per row, serialised in slices that yield to other
 * requests. A 10 MB file's rows as one array of subdocuments had the driver serialise (and later parse) the whole
 * import in one step of 150-500 ms; each piece is one small write. A 400 names the row from which the rows no longer
 * fit in one import.
 */
export async function packRows(rows: StoredRow[]): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  let parts: Uint8Array[] = [];
  let pieceBytes = 0;
  let total = 0;
  const close = () => {
    if (parts.length) pieces.push(Buffer.concat(parts, pieceBytes));
    parts = [];
    pieceBytes = 0;
  };
  await forEachInSlices(rows, (row) => {
    const part = BSON.serialize(row, { ignoreUndefined: true });
    total += part.length;
    if (total > MAX_PACKED_ROWS_BYTES) {
      throw new BadRequestException(
        `The file holds more than one import can keep (${MAX_PACKED_ROWS_BYTES / MB} MB once read) by row ${row.row}: split it into smaller files`,
      );
    }
    if (pieceBytes + part.length > PIECE_BYTES) close();
    parts.push(part);
    pieceBytes += part.length;
  });
  close();
  return pieces;
}

/** The rows of an import document, with their outcomes once run, unpacked in slices that yield to other requests. */
export async function unpackRows(kept: KeptRows): Promise<StoredRow[]> {
  const withReason = (row: StoredRow) => {
    const skipReason = kept.skipReasons?.[row.row];
    return skipReason ? { ...row, skipReason } : row;
  };
  if (!kept.packedRows) return (kept.rows ?? []).map(withReason);
  const pieces = Object.keys(kept.packedRows)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((name) => {
      const piece = kept.packedRows![name];
      return piece instanceof mongo.Binary ? piece.buffer : piece;
    });
  const at: { piece: Uint8Array; offset: number }[] = [];
  for (const piece of pieces)
    for (let offset = 0; offset < piece.length; offset += int32At(piece, offset)) at.push({ piece, offset });
  const rows: StoredRow[] = [];
  await forEachInSlices(at, ({ piece, offset }) => {
    const row = BSON.deserialize(piece.subarray(offset, offset + int32At(piece, offset))) as StoredRow;
    const outcome = kept.outcomes?.[rows.length];
    rows.push(withReason(outcome ? { ...row, outcome } : row));
  });
  return rows;
}
