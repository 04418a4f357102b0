import { Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { RefProp } from '../../platform/database/ref-prop';

export const BLOCKS_COLLECTION = 'blocks';

/** One reader (blocker) blocking another (blocked): the blocked reader no longer reaches the blocker, and each no longer sees the other's comments. */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: BLOCKS_COLLECTION })
export class Block {
  @RefProp('User')
  blocker: Types.ObjectId;

  @RefProp('User')
  blocked: Types.ObjectId;

  createdAt: Date;
}

export const BlockSchema = SchemaFactory.createForClass(Block);

/** Blocking twice is one block. Also the blocker's list (newest first by the index below). */
BlockSchema.index({ blocker: 1, blocked: 1 }, { unique: true });
BlockSchema.index({ blocker: 1, createdAt: -1, _id: -1 }, { name: 'blocks_of_blocker_newest' });
// Who blocked a reader (the other side of "between", and account deletion).
BlockSchema.index({ blocked: 1, blocker: 1 }, { name: 'blocks_of_blocked' });
