import { Module } from '@nestjs/common';
import { ClubsModule } from '../../clubs/clubs.module';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

@Module({
  imports: [ClubsModule],
  controllers: [ExportsController],
  providers: [ExportsService],
})
export class ExportsModule {}
