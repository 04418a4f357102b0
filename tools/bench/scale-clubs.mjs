// The clubs' reads in `bench scale`: the directory, a club's page, a thread and "Your clubs", each beside its floor
// (every command its answer requires, sent through the driver as the API sends them: clubs.service.ts,
// club-access.ts, club-posts.service.ts, spoiler-gate.ts, block-relations.ts). The scale seed's clubs
// (scale-seed-clubs.ts): the largest has 500 members, and reader1, who sends the signed-in reads, belongs to every club.

const SUMMARY = { username: 1, avatar: 1, bio: 1 };
const MY_CLUBS_LIMIT = 200;
/** What a club's summary reads (club-summary.ts CLUB_SUMMARY_FIELDS). */
const CLUB_SUMMARY = Object.fromEntries(
  'name description visibility memberCount coverImage lastActivityAt suspended'.split(' ').map((f) => [f, 1]),
);

/**
 * The largest public club, its first section (opened for reader1 as "Show this section anyway" does, so its thread is
 * sent whole), and the cases: [label, request, floor], the request sent by `send(path, caller)`.
 */
export async function clubCases(db, ids, send) {
  const club = await db.collection('clubs').findOne({ visibility: 'public' }, { sort: { memberCount: -1, _id: 1 } });
  if (!club) throw new Error('The scale seed wrote no public club');
  const section = await db.collection('clubsections').findOne({ club: club._id }, { sort: { order: 1 } });
  const member = await db.collection('clubmembers').findOne({ club: club._id, user: ids.reader });
  if (!member) throw new Error('reader1 is not a member of the largest club');
  const shownSections = [...(member.shownSections ?? []).filter((s) => !s.equals(section._id)), section._id];
  await db.collection('clubmembers').updateOne({ _id: member._id }, { $set: { shownSections } });

  const guardRead = () =>
    db.collection('users').findOne({ _id: ids.reader }, { projection: { role: 1, tokenVersion: 1 } });
  const standing = () =>
    Promise.all([
      db.collection('clubs').findOne({ _id: club._id }),
      db.collection('clubmembers').findOne({ club: club._id, user: ids.reader }),
    ]);

  const directory = async () => {
    await db
      .collection('clubs')
      .find({}, { sort: { memberCount: -1, _id: -1 }, limit: 20 })
      .toArray();
    // A full page: the total is counted.
    await db.collection('clubs').countDocuments({});
  };
  const page = async () => {
    await guardRead();
    const [found] = await standing();
    await Promise.all([
      db
        .collection('users')
        .find({ _id: { $in: [found.owner] } }, { projection: SUMMARY })
        .toArray(),
      db.collection('books').findOne({ _id: found.currentBook }, { projection: { title: 1, pageCount: 1 } }),
    ]);
  };
  const thread = async () => {
    await guardRead();
    const [, membership] = await standing();
    const shown = await db.collection('clubsections').findOne({ _id: section._id });
    await db
      .collection('readinglistentries')
      .findOne({ user: ids.reader, book: shown.book }, { projection: { status: 1, progress: 1 } });
    await db
      .collection('clubmembers')
      .updateOne({ _id: membership._id }, { $set: { [`seenPosts.${String(shown._id)}`]: shown.postCount } });
    const blocks = await db
      .collection('blocks')
      .find({ $or: [{ blocker: ids.reader }, { blocked: ids.reader }] }, { projection: { blocker: 1, blocked: 1 } })
      .toArray();
    const hidden = blocks.map((b) => (String(b.blocker) === String(ids.reader) ? b.blocked : b.blocker));
    const notHidden = hidden.length ? { author: { $nin: hidden } } : {};
    const posts = await db
      .collection('clubposts')
      .find(
        { section: shown._id, parent: null, ...notHidden },
        { sort: { pinned: -1, createdAt: 1, _id: 1 }, limit: 21 },
      )
      .toArray();
    const replies = posts.some((p) => p.replyCount > 0)
      ? await db
          .collection('clubposts')
          .find(
            { parent: { $in: posts.slice(0, 20).map((p) => p._id) }, ...notHidden },
            { sort: { parent: 1, createdAt: 1, _id: 1 } },
          )
          .toArray()
      : [];
    const shownPosts = [...posts, ...replies];
    const authors = shownPosts.flatMap((p) => (p.author ? [p.author] : []));
    await Promise.all([
      db
        .collection('users')
        .find({ _id: { $in: authors } }, { projection: SUMMARY })
        .toArray(),
      // Which of them the reader likes (likedByMe).
      db
        .collection('clubpostlikes')
        .find({ post: { $in: shownPosts.map((p) => p._id) }, user: ids.reader }, { projection: { post: 1 } })
        .toArray(),
    ]);
  };
  const mine = async () => {
    await guardRead();
    const memberships = await db
      .collection('clubmembers')
      .find(
        { user: ids.reader, state: { $in: ['member', 'invited', 'requested'] } },
        {
          sort: { updatedAt: -1, _id: -1 },
          limit: MY_CLUBS_LIMIT,
          projection: { club: 1, state: 1, role: 1, muted: 1 },
        },
      )
      .toArray();
    await db
      .collection('clubs')
      .find({ _id: { $in: memberships.map((m) => m.club) } }, { projection: CLUB_SUMMARY })
      .toArray();
  };

  const clubId = String(club._id);
  return [
    ['clubs directory', send('/api/clubs', 'anonymous'), directory],
    [`a club's page (${club.memberCount} members)`, send(`/api/clubs/${clubId}`, 'reader'), page],
    ["a club's thread", send(`/api/clubs/${clubId}/sections/${String(section._id)}/posts`, 'reader'), thread],
    ['your clubs (a member of every club)', send('/api/clubs/mine', 'reader'), mine],
  ];
}
