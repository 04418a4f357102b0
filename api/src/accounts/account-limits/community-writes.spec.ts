import { Controller, Delete, Post, Put, RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import openapi from '../../../openapi.json';
import { Authenticated, AdminOnly } from '../auth/decorators';
import { ROLES_KEY } from '../auth/roles';
import { setUpApp } from '../../testing/fixtures';
import { type AppRoute, routesOf } from '../../testing/routes';
import { AccountLimitGuard, CommunityWrite, communityWriteOf } from './account-limits';

/**
 * Every write route by which one reader can reach or affect another is a community write: declared with
 * @CommunityWrite(action), which also limits it per account (429 + Retry-After). Any other write route is either an
 * administrator's (@AdminOnly: moderation and the catalogue, limited by who may do it) or listed below with the reason
 * it reaches no other reader. A new write route is unexplained until it is declared or listed, and this test fails.
 */
const REACHES_NO_OTHER_READER: Record<string, string> = {
  // Signing up, in and out: limited per client address (AUTH_RATE_LIMIT), not per account.
  'POST /auth/register': 'makes an account; reaches nobody',
  'POST /auth/login': "the caller's own session",
  'POST /auth/refresh': "the caller's own session (renewals limited per account by AUTH_RATE_LIMIT)",
  'POST /auth/logout': "the caller's own session",
  // The caller's own account: others see its result on the profile, nobody is told or reached.
  'PUT /auth/profile': "the caller's own name and bio",
  'PUT /auth/avatar': "the caller's own picture",
  'PUT /auth/change-password': "the caller's own password",
  'PUT /auth/privacy': "the caller's own privacy (it only ever hides more of them, or lets more in)",
  'DELETE /auth/account': "the caller's own account (its cascades take back what it did to others)",
  // The caller's own records. Followers' feeds read them as activity when asked, nobody is notified.
  'POST /reading-list': "the caller's own reading list",
  'PUT /reading-list/:id': "the caller's own reading list",
  'DELETE /reading-list/:id': "the caller's own reading list",
  'PUT /reading-list/:id/progress': "the caller's own reading list",
  'PUT /reading-list/:id/edition': "the caller's own reading list",
  'PUT /goals/:year': "the caller's own goal",
  'DELETE /goals/:year': "the caller's own goal",
  'POST /imports': 'a preview only the caller sees (as an upload: UPLOAD_RATE_LIMIT)',
  'POST /imports/:id/confirm': "writes the caller's own reading list and reviews",
  'POST /imports/:id/suggestions': 'suggestions go to the administrators, within their own quota per account',
  'POST /suggestions': 'a flag of a duplicate book goes to the administrators, within the same quota per account',
  'POST /upload/image': "the caller's own file (UPLOAD_RATE_LIMIT per account)",
  'DELETE /upload/image/:id': "the caller's own file",
  // Reviews are the caller's own writing about a book, one per work: liking and commenting on them is what reaches
  // their author (declared above); writing one tells nobody, and its feed activity goes when it goes.
  'POST /reviews': "the caller's own review",
  'PUT /reviews/:id': "the caller's own review (or an administrator's moderation of it)",
  'DELETE /reviews/:id': "the caller's own review (or an administrator's moderation of it)",
  // Marking the caller's own notifications read changes nothing anyone else sees.
  'POST /notifications/read-all': "the caller's own notifications",
};

const WRITES = [RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE];

const isAdministrators = (route: AppRoute) =>
  [route.handler, route.controller].some((target) =>
    ((Reflect.getMetadata(ROLES_KEY, target) as string[] | undefined) ?? []).includes('admin'),
  );

/** The write routes neither declared community writes, administrators' nor listed with a reason. */
function unexplainedWrites(routes: Map<string, AppRoute>, listed: Record<string, string>): string[] {
  return [...routes]
    .filter(([key, route]) => WRITES.includes(route.method) && !communityWriteOf(route.handler) && !(key in listed))
    .filter(([, route]) => !isAdministrators(route))
    .map(([key]) => key);
}

/** The OpenAPI document's operation of a route (`POST /readers/:username/follow`). */
const operationOf = (key: string) => {
  const [method, path] = key.split(' ');
  const paths = openapi.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  return paths[`/api${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
};

describe('community writes', () => {
  const { t } = setUpApp();
  let routes: Map<string, AppRoute>;
  beforeAll(() => {
    routes = routesOf(t.app);
  });

  it('declares every write by which one reader reaches another, or says why a write reaches nobody', () => {
    expect(unexplainedWrites(routes, REACHES_NO_OTHER_READER)).toEqual([]);
  });

  it('lists no route that is gone, declared or an administrator’s', () => {
    const stale = Object.keys(REACHES_NO_OTHER_READER).filter((key) => {
      const route = routes.get(key);
      return !route || !!communityWriteOf(route.handler) || isAdministrators(route);
    });
    expect(stale).toEqual([]);
  });

  it('limits each declared route per account (the guard runs, the contract says 429)', () => {
    const declared = [...routes].filter(([, route]) => communityWriteOf(route.handler));
    expect(declared.map(([key, route]) => [key, communityWriteOf(route.handler)])).toEqual(
      expect.arrayContaining([
        ['POST /readers/:username/follow', 'follows'],
        ['DELETE /readers/:username/follow', 'follows'],
        ['POST /follow-requests/:username/accept', 'follows'],
        ['POST /follow-requests/:username/decline', 'follows'],
        ['POST /readers/:username/block', 'blocks'],
        ['DELETE /readers/:username/block', 'blocks'],
        ['POST /reviews/:id/like', 'likes'],
        ['DELETE /reviews/:id/like', 'likes'],
        ['POST /reviews/:id/comments', 'comments'],
        ['PUT /comments/:id', 'comments'],
        ['DELETE /comments/:id', 'comments'],
        ['POST /reports', 'reports'],
      ]),
    );
    for (const [key, route] of declared) {
      expect([key, Reflect.getMetadata(GUARDS_METADATA, route.handler)]).toEqual([
        key,
        expect.arrayContaining([AccountLimitGuard]),
      ]);
      expect([key, Object.keys(operationOf(key)?.responses ?? {})]).toEqual([key, expect.arrayContaining(['429'])]);
    }
  });

  it('finds a write route that is neither declared nor listed (the check can fail)', () => {
    @Controller('clubs')
    class ClubsController {
      @Post(':id/invite')
      @Authenticated()
      invite() {}

      @Post(':id/join')
      @CommunityWrite('follows')
      join() {}

      @Delete(':id')
      @AdminOnly()
      remove() {}

      @Put(':id/notes')
      @Authenticated()
      notes() {}
    }
    const route = (method: RequestMethod, name: keyof ClubsController): AppRoute => ({
      method,
      handler: ClubsController.prototype[name],
      controller: ClubsController,
      cached: false,
    });
    const made = new Map<string, AppRoute>([
      ['POST /clubs/:id/invite', route(RequestMethod.POST, 'invite')],
      ['POST /clubs/:id/join', route(RequestMethod.POST, 'join')],
      ['DELETE /clubs/:id', route(RequestMethod.DELETE, 'remove')],
      ['PUT /clubs/:id/notes', route(RequestMethod.PUT, 'notes')],
    ]);
    expect(unexplainedWrites(made, { 'PUT /clubs/:id/notes': "the caller's own notes" })).toEqual([
      'POST /clubs/:id/invite',
    ]);
  });
});
