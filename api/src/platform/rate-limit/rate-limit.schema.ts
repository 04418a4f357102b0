import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One rate-limit counter: hits of one tracker on one route in its current window (which starts at its first hit). */
@Schema({ collection: 'rate_limits', versionKey: false })
export class RateLimitCounter {
  /** The throttler's key (route, throttler and tracker); an expired counter is reset in place by its next hit. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: 0 })
  hits: number;

  /** End of the window; a real MongoDB drops the counter then (TTL index), the embedded server by the sweep below. */
  @Prop({ type: Date, required: true, expires: 0 })
  expiresAt: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
