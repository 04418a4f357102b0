import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One rate-limit counter: hits of one tracker on one route in one fixed time window. */
@Schema({ collection: 'rate_limits', versionKey: false })
export class RateLimitCounter {
  /** `<throttler key>:<window number>`, so a new window starts a new counter without any reset. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: 0 })
  hits: number;

  /** End of the window; a real MongoDB drops the counter then (TTL index), the embedded server by the sweep below. */
  @Prop({ type: Date, required: true, expires: 0 })
  expiresAt: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
