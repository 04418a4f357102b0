import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A migration that has run on this database, by its name (see migrations.ts): it never runs again. */
@Schema({ collection: 'migrations', versionKey: false })
export class MigrationRecord {
  @Prop({ type: String, required: true, unique: true })
  name: string;

  @Prop({ type: Date, required: true })
  ranAt: Date;
}

export const MigrationRecordSchema = SchemaFactory.createForClass(MigrationRecord);

/**
 * The lock of the migrations: one document (`_id` 'lock'), inserted by the process that runs them and deleted when it
 * is done; the unique `_id` lets only one process insert it. `takenAt` is renewed while it runs, so a lock left by a
 * process that died is recognised by its age and taken over.
 */
@Schema({ collection: 'migration_locks', versionKey: false })
export class MigrationLock {
  @Prop({ type: String, required: true })
  _id: string;

  /** The process holding it (a random id per run). */
  @Prop({ type: String, required: true })
  owner: string;

  @Prop({ type: Date, required: true })
  takenAt: Date;
}

export const MigrationLockSchema = SchemaFactory.createForClass(MigrationLock);
