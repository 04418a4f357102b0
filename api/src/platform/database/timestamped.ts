/**
 * The dates Mongoose keeps on each document of a schema with `timestamps: true`: when it was written first and last.
 * A document class extends it instead of declaring them again.
 */
export abstract class Timestamped {
  createdAt: Date;
  updatedAt: Date;
}
