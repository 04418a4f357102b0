import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Book, BookSchema } from '../books/book.schema';
import { Import, ImportSchema } from '../imports/import.schema';
import { ImportsModule } from '../imports/imports.module';
import { RateLimitCounter, RateLimitCounterSchema } from '../rate-limit/rate-limit.schema';
import { Suggestion, SuggestionSchema } from './suggestion.schema';
import { SuggestionsController } from './suggestions.controller';
import { SuggestionsService } from './suggestions.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Suggestion.name, schema: SuggestionSchema },
      { name: Import.name, schema: ImportSchema },
      { name: Book.name, schema: BookSchema },
      { name: RateLimitCounter.name, schema: RateLimitCounterSchema },
    ]),
    ImportsModule,
  ],
  controllers: [SuggestionsController],
  providers: [SuggestionsService],
})
export class SuggestionsModule {}
