import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * The bytes an account keeps uploaded, one document per uploader (`_id` is the user's): the quota is reserved here with
 * one conditional `$inc` before an image is stored, so uploads sent at once cannot all pass a check made before any
 * of them is written. Given back when an upload fails or an image is deleted.
 */
@Schema({ collection: 'upload_usage', versionKey: false })
export class UploadUsage {
  @Prop({ type: Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ required: true, min: 0 })
  bytes: number;
}

export const UploadUsageSchema = SchemaFactory.createForClass(UploadUsage);
