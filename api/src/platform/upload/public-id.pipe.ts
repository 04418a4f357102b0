import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** An upload's public id is exactly 32 lowercase hex characters, so it can never name a path outside the upload directory. */
@Injectable()
export class ParsePublicIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !/^[a-f\d]{32}$/.test(value)) throw new BadRequestException('Invalid image id');
    return value;
  }
}
