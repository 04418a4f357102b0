import { Collections } from '../database/collections';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { setUpApp } from '../../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../../testing/clubs';
import { clubDefaults } from './0014-club-defaults';

describe('the migration that gives clubs written before likes, muting and suspension their first values', () => {
  const { t, admin, owner, ada } = setUpApp({ users: { admin: 'admin', owner: 'user', ada: 'user' } });

  it("reads them as stored afterwards: a post's 0 likes, a membership not muted, a club in the directory", async () => {
    const book = (await createBook(t, admin, { title: 'Old Club Book', pageCount: 200 }))._id;
    const club = await startClub(t, owner, { name: 'Before Likes' });
    await joinClub(t, ada, club);
    await addToReadingList(t, ada, book, 'completed').expect(201);
    const [section] = await scheduleClub(t, owner, club, book, [{ title: 'All of it', endPercent: 100 }]);
    await postInSection(t, ada, club, section, 'Written before likes.');
    // The documents as the earlier version wrote them.
    const raw = (name: string) => t.connection.collection(name);
    await raw('clubposts').updateMany({}, { $unset: { likeCount: '' } });
    await raw('clubmembers').updateMany({}, { $unset: { muted: '' } });
    await raw('clubs').updateMany({}, { $unset: { suspended: '' } });

    expect(await clubDefaults.up(t.app.get(Collections))).toBe(4); // a post, two memberships, a club
    expect(await clubDefaults.up(t.app.get(Collections))).toBe(0);

    const thread = (await t.http.get(`/api/clubs/${club}/sections/${section}/posts`).set(ada.auth).expect(200)).body
      .data;
    expect(thread.posts[0]).toMatchObject({ body: 'Written before likes.', likeCount: 0, likedByMe: false });
    const mine = (await t.http.get('/api/clubs/mine').set(ada.auth).expect(200)).body.data;
    expect(mine[0].viewer).toMatchObject({ state: 'member', muted: false });
    const directory = (await t.http.get('/api/clubs?search=Before Likes').expect(200)).body.data;
    expect(directory.map((c: { _id: string }) => c._id)).toEqual([club]);
  });
});
