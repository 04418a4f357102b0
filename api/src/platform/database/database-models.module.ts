import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { COLLECTIONS_PROVIDER, Collections, MODEL_DEFINITIONS } from './collections';

/**
 * Every collection's model, registered once for the whole API, and `Collections`, the one way a service reaches them:
 * a service injects it for any collection it reads or writes, without its module importing another module for it.
 */
@Global()
@Module({
  imports: [MongooseModule.forFeature(MODEL_DEFINITIONS)],
  providers: [COLLECTIONS_PROVIDER],
  exports: [Collections],
})
export class DatabaseModelsModule {}
