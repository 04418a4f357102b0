import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

/** Route param `:year`: a whole year from 1900 to 2100, else a 400. */
@Injectable()
export class ParseYearPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
    if (!(year >= FIRST_YEAR && year <= LAST_YEAR))
      throw new BadRequestException(`Year must be a whole year from ${FIRST_YEAR} to ${LAST_YEAR}`);
    return year;
  }
}
