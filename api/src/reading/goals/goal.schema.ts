import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export const GOALS_COLLECTION = 'goals';
export const GOAL_MIN = 1;
export const GOAL_MAX = 1000;

/** A reader's reading goal for one year: a number of books. */
@Schema({ timestamps: true, collection: GOALS_COLLECTION })
export class Goal extends Timestamped {
  @RefProp('User')
  user: Types.ObjectId;

  @Prop({ required: true })
  year: number;

  @Prop({ required: true, min: GOAL_MIN, max: GOAL_MAX })
  target: number;
}

export const GoalSchema = SchemaFactory.createForClass(Goal);

/** One goal per (user, year), enforced by the database. */
GoalSchema.index({ user: 1, year: 1 }, { unique: true });
