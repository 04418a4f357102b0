import { Module } from '@nestjs/common';

@Module({ imports: [], controllers: [], providers: [] })
export class StatsModule {}
