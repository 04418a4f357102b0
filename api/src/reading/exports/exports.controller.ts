import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { attachment, Download } from '../../platform/common/attachment';
import { ExportsService } from './exports.service';
import { CsvExportQueryDto } from './csv-export-query.dto';

@ApiTags('users')
@Controller('users/me')
@Authenticated()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('export.csv')
  @ApiOperation({ summary: 'Download my reading list, ratings and reviews as a Goodreads library export (CSV)' })
  @Download('text/csv', 'goodreads_library_export.csv')
  async csv(@CurrentUser() user: AuthUser, @Query() query: CsvExportQueryDto) {
    return attachment(
      await this.exports.goodreadsCsv(user, query.timeZone),
      'goodreads_library_export.csv',
      'text/csv',
    );
  }

  @Get('export.json')
  @ApiOperation({ summary: 'Download everything the product holds about me (JSON)' })
  @Download('application/json', 'my-data.json')
  async json(@CurrentUser() user: AuthUser) {
    return attachment(JSON.stringify(await this.exports.everything(user), null, 2), 'my-data.json', 'application/json');
  }
}
