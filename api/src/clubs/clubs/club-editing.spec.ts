import { setUpApp, type TestUser } from '../../testing/fixtures';
import { uploadImage } from '../../testing/accounts';
import { joinClub, startClub } from '../../testing/clubs';

describe("editing a club's name, description, visibility and cover", () => {
  const { t, admin, owner, mod, ada, bob } = setUpApp({
    users: { admin: 'admin', owner: 'user', mod: 'user', ada: 'user', bob: 'user' },
  });

  const edit = (club: string, as: TestUser, body: Record<string, unknown>) =>
    t.http.put(`/api/clubs/${club}`).set(as.auth).send(body);

  it('lets the owner and moderators edit the club, and no one else', async () => {
    const club = await startClub(t, owner, { name: 'Tide Readers', visibility: 'public' });
    await joinClub(t, mod, club);
    await joinClub(t, ada, club);
    await t.http.put(`/api/clubs/${club}/members/${mod.username}/role`).set(owner.auth).send({ role: 'moderator' });

    const byOwner = await edit(club, owner, { name: 'Tidewater Readers', description: 'Slowly.' }).expect(200);
    expect(byOwner.body.data).toMatchObject({
      name: 'Tidewater Readers',
      description: 'Slowly.',
      visibility: 'public',
    });
    const byMod = await edit(club, mod, { visibility: 'private' }).expect(200);
    expect(byMod.body.data).toMatchObject({ name: 'Tidewater Readers', visibility: 'private' });

    const byMember = await edit(club, ada, { name: 'Mine now' }).expect(403);
    expect(byMember.body.message).toBe("Only the club's moderators can do this");
    await edit(club, bob, { name: 'Mine now' }).expect(403);
    await edit(club, admin, { name: 'Mine now' }).expect(403);
    await t.http.put(`/api/clubs/${club}`).send({ name: 'Mine now' }).expect(401);
    await edit('64b7f0c2a1b2c3d4e5f60718', owner, { name: 'Nowhere' }).expect(404);

    // The new name is what the directory searches.
    const found = await t.http.get('/api/clubs?search=tidewater').expect(200);
    expect(found.body.data.map((c: { _id: string }) => c._id)).toEqual([club]);
  });

  it('validates an edit in the words of a new club', async () => {
    const club = await startClub(t, owner);
    const empty = await edit(club, owner, { name: '  ' }).expect(400);
    expect(empty.body.errors.name).toEqual(['Name is required']);
    const long = await edit(club, owner, { name: 'x'.repeat(101) }).expect(400);
    expect(long.body.errors.name).toEqual(['Name must be at most 100 characters']);
    const visibility = await edit(club, owner, { visibility: 'secret' }).expect(400);
    expect(visibility.body.errors.visibility).toEqual(['Visibility must be one of: public, private']);
    const cover = await edit(club, owner, { coverImage: 'not an image' }).expect(400);
    expect(cover.body.errors.coverImage).toEqual(['Cover must be an image URL']);
    await edit(club, owner, { memberCount: 900 }).expect(400);
  });

  it("takes a cover the editor uploaded, shows its URL in the club's views, and lets the old one go", async () => {
    const club = await startClub(t, owner, { name: 'Covered Edit', visibility: 'private' });
    await joinClub(t, ada, club);
    await t.http.post(`/api/clubs/${club}/requests/${ada.username}/accept`).set(owner.auth).expect(200);

    const others = await uploadImage(t, bob);
    const refused = await edit(club, owner, { coverImage: others }).expect(403);
    expect(refused.body.message).toBe("The club's cover must be an image you uploaded");

    const first = await uploadImage(t, owner);
    expect((await edit(club, owner, { coverImage: first }).expect(200)).body.data.coverImage).toBe(first);
    const page = await t.http.get(`/api/clubs/${club}`).set(ada.auth).expect(200);
    expect(page.body.data.coverImage).toBe(first);
    const mine = await t.http.get('/api/clubs/mine').set(ada.auth).expect(200);
    expect(mine.body.data.find((c: { _id: string }) => c._id === club).coverImage).toBe(first);
    // A private club's cover is its members': a stranger sees its name only.
    const stranger = await t.http.get(`/api/clubs/${club}`).set(bob.auth).expect(200);
    expect(stranger.body.data.coverImage).toBeUndefined();
    await t.http.get(first).expect(200);

    // Replaced: the old cover goes; removed: the new one goes too.
    const second = await uploadImage(t, owner);
    await edit(club, owner, { coverImage: second }).expect(200);
    await t.http.get(first).expect(404);
    expect((await edit(club, owner, { coverImage: '' }).expect(200)).body.data.coverImage).toBe('');
    await t.http.get(second).expect(404);
  });
});
