import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isAdmin, maySeeBook, type AuthUser } from './auth-user';

/**
 * The caller of a read open to everyone (OptionalAuth), read only when the answer needs them: an administrator's
 * `status` or `counts=all`, a book that is not published. The first call reads the sent token (a bad one is then a
 * 401); a visitor is `undefined`. An answer that never asked is the visitor's, whoever asked: the read cache may serve
 * it to signed-in callers too (PublicCacheInterceptor).
 */
export type Viewer = () => Promise<AuthUser | undefined>;

const VIEWER = Symbol('viewer');
const ASKED = Symbol('viewerAsked');
type WithViewer = Request & { [VIEWER]?: Viewer; [ASKED]?: boolean };

/** Set by OptionalJwtAuthGuard: `read` runs once, at the first call. */
export function provideViewer(req: Request, read: Viewer): void {
  let found: Promise<AuthUser | undefined> | undefined;
  (req as WithViewer)[VIEWER] = () => {
    (req as WithViewer)[ASKED] = true;
    return (found ??= read());
  };
}

/** Whether this request's answer may depend on its caller: a user was read (by any guard), or its viewer was asked. */
export const dependsOnCaller = (req: Request): boolean => Boolean(req.user || (req as WithViewer)[ASKED]);

/** The viewer of the request (see Viewer). On a route without OptionalAuth: the user its guard read, if any. */
export const CurrentViewer = createParamDecorator((_data: unknown, ctx: ExecutionContext): Viewer => {
  const req = ctx.switchToHttp().getRequest<WithViewer>();
  return req[VIEWER] ?? (() => Promise.resolve(req.user as AuthUser | undefined));
});

/** Whether the viewer is an administrator: reads the caller. */
export const isAdminViewer = async (viewer: Viewer): Promise<boolean> => isAdmin(await viewer());

/** maySeeBook for a Viewer: the caller is read only for a book a visitor may not see. */
export const viewerMaySeeBook = async (book: { status: string }, viewer: Viewer): Promise<boolean> =>
  maySeeBook(book) || maySeeBook(book, await viewer());
