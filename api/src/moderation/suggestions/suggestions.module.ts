import { Module } from '@nestjs/common';
import { SeriesModule } from '../../catalogue/series/series.module';
import { ImportsModule } from '../../reading/imports/imports.module';
import { SuggestionsController } from './suggestions.controller';
import { SuggestionsService } from './suggestions.service';

@Module({
  imports: [ImportsModule, SeriesModule],
  controllers: [SuggestionsController],
  providers: [SuggestionsService],
  exports: [SuggestionsService],
})
export class SuggestionsModule {}
