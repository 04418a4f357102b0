import { Module } from '@nestjs/common';
import { GenreCascades } from './genre.cascades';
import { GenresController } from './genres.controller';
import { GenresService } from './genres.service';

@Module({
  controllers: [GenresController],
  providers: [GenresService, GenreCascades],
  exports: [GenresService],
})
export class GenresModule {}
