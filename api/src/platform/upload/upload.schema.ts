import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { User } from '../../accounts/users/user.schema';

/** An image in the image store (GridFS or disk), remembered for its uploader's quota and so that only its uploader (or an admin) may delete it. */
@Schema({ timestamps: true, collection: 'uploads' })
export class Upload {
  /** 32 random hex characters; the file name without its extension. */
  @Prop({ required: true, unique: true })
  publicId: string;

  /** Its name in the image store: `<publicId>.<ext>`. */
  @Prop({ required: true })
  filename: string;

  /** Indexed: the quota check sums an uploader's images. */
  @Prop({ type: Types.ObjectId, ref: User.name, required: true, index: true })
  uploader: Types.ObjectId;

  /** Detected from the content, not taken from the client. */
  @Prop({ required: true })
  mimeType: string;

  @Prop({ required: true })
  size: number;
}

export const UploadSchema = SchemaFactory.createForClass(Upload);
