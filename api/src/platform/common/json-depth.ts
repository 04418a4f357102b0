import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';

/** The deepest nesting of objects and arrays a JSON body may have (the API's inputs need 3). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x7b, 0x5b]); // { [
const CLOSE = new Set([0x7d, 0x5d]); // } ]

/**
 * Whether the JSON text nests objects and arrays deeper than `max`: one pass over its bytes, outside strings, before
 * anything parses it (the validation's transformation walks a body recursively, and thousands of levels overflowed
 * its stack: a 500). Malformed text is left to the parser, which answers it. In UTF-8 no byte of a multi-byte
 * character is below 0x80, so brackets and quotes are found byte by byte.
 */
export function nestedDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (OPEN.has(b)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(b)) depth--;
  }
  return false;
}

/** body-parser's `verify` hook for JSON: a body nested deeper than MAX_JSON_DEPTH is a 400 before it is parsed. */
export function refuseDeepJson(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  let bytes: Uint8Array = body;
  if (!/^utf-?8$/i.test(encoding)) {
    try {
      bytes = Buffer.from(new TextDecoder(encoding).decode(body));
    } catch {
      throw new UnsupportedMediaTypeException('Send JSON bodies in UTF-8');
    }
  }
  if (nestedDeeperThan(bytes, MAX_JSON_DEPTH)) throw new BadRequestException(TOO_DEEP_MESSAGE);
}
