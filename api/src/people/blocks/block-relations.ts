import { Types, type Model } from 'mongoose';
import type { Block } from './block.schema';

/** The readers a block stands between the caller and, both ways. */
export interface BlockRelations {
  /** Those the caller blocked. */
  blocked: Types.ObjectId[];
  /** Those who blocked the caller. */
  blockedBy: Types.ObjectId[];
  /** Both together: the readers hidden from the caller, and the caller from (a block hides each from the other). */
  hidden: Types.ObjectId[];
}

const NONE: BlockRelations = { blocked: [], blockedBy: [], hidden: [] };

/**
 * Every block the caller (undefined: a visitor, whom no block concerns) is part of, either way: one read. Each path
 * that shows readers or what they wrote leaves `hidden` out; a module that cannot depend on BlocksService (one it
 * calls itself) reads it here.
 */
export async function blockRelations(blocks: Model<Block>, callerId: string | undefined): Promise<BlockRelations> {
  if (!callerId) return NONE;
  const caller = new Types.ObjectId(callerId);
  const rows = await blocks
    .find({ $or: [{ blocker: caller }, { blocked: caller }] })
    .select('blocker blocked')
    .lean();
  const blocked = rows.filter((r) => String(r.blocker) === callerId).map((r) => r.blocked);
  const blockedBy = rows.filter((r) => String(r.blocker) !== callerId).map((r) => r.blocker);
  return { blocked, blockedBy, hidden: [...blocked, ...blockedBy] };
}

/** Whether this id is among these. */
export const includesId = (ids: Types.ObjectId[], id: Types.ObjectId | string): boolean =>
  ids.some((x) => String(x) === String(id));
