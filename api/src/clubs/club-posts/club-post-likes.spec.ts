import { Types } from 'mongoose';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { createUser, setUpApp, UNKNOWN_ID, type TestUser } from '../../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../../testing/clubs';

describe('likes on club posts and replies', () => {
  const { t, admin, owner, ada, bob, cy, outsider } = setUpApp({
    users: { admin: 'admin', owner: 'user', ada: 'user', bob: 'user', cy: 'user', outsider: 'user' },
  });
  let club: string;
  let book: string;
  let first: string;
  let second: string;
  let post: string;
  let reply: string;

  const like = (reader: TestUser, id: string) => t.http.post(`/api/club-posts/${id}/like`).set(reader.auth);
  const unlike = (reader: TestUser, id: string) => t.http.delete(`/api/club-posts/${id}/like`).set(reader.auth);
  const thread = async (reader: TestUser, section = first) =>
    (await t.http.get(`/api/clubs/${club}/sections/${section}/posts`).set(reader.auth).expect(200)).body.data;

  beforeAll(async () => {
    book = (await createBook(t, admin, { title: 'Likes Book', pageCount: 300 }))._id;
    club = await startClub(t, owner);
    for (const r of [ada, bob, cy]) await joinClub(t, r, club);
    for (const r of [owner, ada, bob, cy]) await addToReadingList(t, r, book, 'completed').expect(201);
    [first, second] = await scheduleClub(t, owner, club, book, [
      { title: 'Opening', endPage: 100 },
      { title: 'The rest', endPercent: 100 },
    ]);
    post = await postInSection(t, ada, club, first, 'The lighthouse chapter!');
    reply = await postInSection(t, bob, club, first, 'Loved it too.', post);
  });

  it('likes a post and a reply once, however often asked, and shows the count and likedByMe in the thread', async () => {
    expect((await like(bob, post).expect(200)).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(bob, post).expect(200)).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(cy, post).expect(200)).body.data).toEqual({ liked: true, likeCount: 2 });
    expect((await like(ada, reply).expect(200)).body.data).toEqual({ liked: true, likeCount: 1 });

    const asBob = await thread(bob);
    const shown = asBob.posts.find((p: { _id: string }) => p._id === post);
    expect(shown).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(shown.replies[0]).toMatchObject({ _id: reply, likeCount: 1, likedByMe: false });
    const asAda = (await thread(ada)).posts.find((p: { _id: string }) => p._id === post);
    expect(asAda).toMatchObject({ likeCount: 2, likedByMe: false });
    expect(asAda.replies[0]).toMatchObject({ likeCount: 1, likedByMe: true });

    expect((await unlike(cy, post).expect(200)).body.data).toEqual({ liked: false, likeCount: 1 });
    expect((await unlike(cy, post).expect(200)).body.data).toEqual({ liked: false, likeCount: 1 });
    expect((await thread(cy)).posts.find((p: { _id: string }) => p._id === post)).toMatchObject({
      likeCount: 1,
      likedByMe: false,
    });
  });

  it('refuses a like of your own post, by a non-member or a visitor, and of an unknown post', async () => {
    expect((await like(ada, post).expect(400)).body.message).toBe('You cannot like your own post');
    expect((await like(outsider, post).expect(403)).body.message).toBe('Join the club first');
    await t.http.post(`/api/club-posts/${post}/like`).expect(401);
    expect((await like(bob, UNKNOWN_ID).expect(404)).body.message).toBe('Post not found');
    await like(bob, 'not-an-id').expect(400);
  });

  it('refuses a like of a post in a section ahead of the reader', async () => {
    const late = await postInSection(t, ada, club, second, 'The ending!');
    // The owner has finished the book: the section is open to them; a member without progress is not there yet.
    await joinClub(t, outsider, club);
    const refused = await like(outsider, late).expect(403);
    expect(refused.body.message).toBe('Reach this section before you like its posts');
    expect((await like(owner, late).expect(200)).body.data.likeCount).toBe(1);
  });

  it('keeps blocked readers apart: no like either way', async () => {
    const cyPost = await postInSection(t, cy, club, first, 'A post by Cy.');
    await t.http.post(`/api/readers/${bob.username}/block`).set(cy.auth).expect(200);
    expect((await like(bob, cyPost).expect(403)).body.message).toBe('You cannot interact with this reader');
    await like(cy, reply).expect(403);
    await t.http.delete(`/api/readers/${bob.username}/block`).set(cy.auth).expect(200);
    await like(bob, cyPost).expect(200);
  });

  it("takes a deleted post's likes, and its replies', with it", async () => {
    const doomed = await postInSection(t, ada, club, first, 'Soon gone.');
    const answer = await postInSection(t, bob, club, first, 'Answer.', doomed);
    await like(bob, doomed).expect(200);
    await like(cy, answer).expect(200);
    await t.http.delete(`/api/club-posts/${doomed}`).set(ada.auth).expect(200);
    const likes = t.connection.collection('clubpostlikes');
    expect(await likes.countDocuments({ post: { $in: [doomed, answer].map((id) => new Types.ObjectId(id)) } })).toBe(0);
  });

  it("takes a deleted account's likes, and the posts count one less", async () => {
    const leaver = await createUser(t);
    await joinClub(t, leaver, club);
    await addToReadingList(t, leaver, book, 'completed').expect(201);
    const liked = await postInSection(t, ada, club, first, 'Liked by a leaver.');
    expect((await like(leaver, liked).expect(200)).body.data.likeCount).toBe(1);
    await t.http.delete('/api/auth/account').set(leaver.auth).send({ password: 'secret123' }).expect(200);
    expect((await thread(ada)).posts.find((p: { _id: string }) => p._id === liked).likeCount).toBe(0);
  });
});
