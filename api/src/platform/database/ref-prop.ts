import { Prop } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** A reference a document cannot go without: the id of a `model` document (the model `populate` reads it from). */
export const RefProp = (model: string) => Prop({ type: MongooseSchema.Types.ObjectId, ref: model, required: true });
