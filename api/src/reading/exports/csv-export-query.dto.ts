import { ReaderTimeZone } from '../../platform/common/dto-decorators';

export class CsvExportQueryDto {
  @ReaderTimeZone("The reader's IANA time zone: Date Added is the day each book was added there. UTC when omitted.")
  timeZone?: string;
}
