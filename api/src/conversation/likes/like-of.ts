import { SchemaFactory } from '@nestjs/mongoose';
import type { Type } from '@nestjs/common';
import type { Types } from 'mongoose';
import { RefProp } from '../../platform/database/ref-prop';

/** What every like keeps: the liked `target` (a `model` document), the reader who liked it, and when. */
export type LikeFields<Target extends string> = Record<Target, Types.ObjectId> & {
  user: Types.ObjectId;
  createdAt: Date;
};

/**
 * The base of a like's document class: one reader liking one `target`. The liked thing keeps the count (its
 * likeCount, changed with $inc as likes come and go), so nothing counts likes when it is read.
 */
export function LikeOf<Target extends string>(target: Target, model: string) {
  abstract class Like {}
  RefProp(model)(Like.prototype, target);
  RefProp('User')(Like.prototype, 'user');
  return Like as abstract new () => LikeFields<Target>;
}

/**
 * The schema of a like's class (see LikeOf). Liking twice is one like: the database decides, so two clicks at once
 * cannot make two; the same index finds the caller's likes among a page of `target`s (one $in) and a target's likes.
 */
export function likeSchema<Target extends string, Like extends LikeFields<Target>>(likes: Type<Like>, target: Target) {
  const schema = SchemaFactory.createForClass(likes);
  schema.index({ [target]: 1, user: 1 }, { unique: true });
  return schema;
}
