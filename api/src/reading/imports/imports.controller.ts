import { Body, Controller, Get, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { UploadRateLimit } from '../../accounts/auth/auth-rate-limit';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { attachment, Download } from '../../platform/common/attachment';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { ConfirmImportDto } from './dto/import.dto';
import { IMPORT_FIELD, ImportFileInterceptor } from './import-file.interceptor';
import { ImportPreviewView, ImportStatusView } from './import.view';
import { ImportsService } from './imports.service';

@ApiTags('imports')
@Controller('imports')
@Authenticated()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post()
  @UploadRateLimit()
  @UseInterceptors(ImportFileInterceptor)
  @ApiOperation({
    summary: 'Upload a Goodreads or StoryGraph export: its rows matched to the catalogue (nothing is imported yet)',
    description:
      'Rows match by ISBN-13/ISBN-10, then by normalised title and author. At most 10 MB and 20,000 rows; a cell the import reads at most 1,000 ' +
      'characters (a review 20,000), a list of names at most 50, a row at most 128 KB. A row that breaks a date rule of the reading list shows its skipReason.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMPORT_FIELD],
      properties: { [IMPORT_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiEnvelope(ImportPreviewView, { status: 201, description: 'Previewed' })
  @ApiFailure(
    400,
    'Not a CSV, unknown columns, more than 20,000 rows, a broken quote on a row, a cell, list or row over its limit (naming its row and column), or no file',
  )
  @ApiFailure(413, 'Larger than 10 MB')
  preview(@Req() req: Request, @CurrentUser() user: AuthUser) {
    return this.imports.preview(user, (req.file as Express.Multer.File).buffer);
  }

  @Post(':id/confirm')
  @HttpCode(202)
  @ApiOperation({ summary: 'Import the previewed rows (a background job: poll GET /imports/{id})' })
  @ApiEnvelope(ImportStatusView, { status: 202, description: 'Started' })
  @ApiFailure(400, 'A choice names a row that is not ambiguous or a book that is not one of its candidates')
  @ApiFailure(404, 'Import not found')
  @ApiFailure(409, 'Already confirmed')
  confirm(@IdParam('Import id') id: string, @Body() dto: ConfirmImportDto, @CurrentUser() user: AuthUser) {
    return this.imports.confirm(user, id, dto.choices);
  }

  @Get(':id')
  @ApiOperation({ summary: "An import's progress, and its report once done" })
  @ApiEnvelope(ImportStatusView)
  @ApiFailure(404, 'Import not found')
  status(@IdParam('Import id') id: string, @CurrentUser() user: AuthUser) {
    return this.imports.status(user, id);
  }

  @Get(':id/report.csv')
  @ApiOperation({ summary: 'Download the import report (CSV: each row of the file and what became of it)' })
  @Download('text/csv', 'The report')
  @ApiFailure(404, 'Import not found')
  @ApiFailure(409, 'The import has not finished yet')
  async report(@IdParam('Import id') id: string, @CurrentUser() user: AuthUser) {
    return attachment(await this.imports.reportCsv(user, id), `import-report-${id}.csv`, 'text/csv');
  }
}
