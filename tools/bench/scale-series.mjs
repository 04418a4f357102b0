// The reads of series in `bench scale`: a series' page (as a visitor, and as reader1 with their reading-list status
// of each work), a book's series and an author's series, each beside its floor (every command its answer requires,
// sent through the driver as the API sends them: series.service.ts view, ofBook and ofAuthor, series-works.ts). The
// scale seed's series (scale-seed.ts) have three to five works of one author: the series measured is the longest (of
// those, the one with the most works on reader1's list), the book its first entry's primary edition, the author theirs.

/**
 * The longest series of the seed (most entries), of those the one with the most works on reader1's list (their
 * statuses shown when signed in), then the first by id; nothing in a checkout from before series. With the number of
 * its works on the list.
 */
async function longestSeries(db, reader) {
  const listed = new Set(
    (
      await db
        .collection('readinglistentries')
        .find({ user: reader }, { projection: { work: 1 } })
        .toArray()
    ).map((e) => String(e.work)),
  );
  const all = (
    await db
      .collection('series')
      .find({}, { sort: { _id: 1 } })
      .toArray()
  ).map((series) => ({ series, listed: series.entries.filter((e) => listed.has(String(e.work))).length }));
  const longer = (a, b) => a.series.entries.length - b.series.entries.length || a.listed - b.listed;
  return all.reduce((best, s) => (!best || longer(s, best) > 0 ? s : best), undefined);
}

/** The cases: [label, request, floor], the request sent by `send(path, caller)`. */
export async function seriesCases(db, ids, send) {
  const longest = await longestSeries(db, ids.reader);
  if (!longest) return [];
  const { series, listed } = longest;
  const first = [...series.entries].sort((a, b) => a.position - b.position)[0];
  const book = await db.collection('books').findOne({ work: first.work, workPrimary: true });
  const guardRead = () =>
    db.collection('users').findOne({ _id: ids.reader }, { projection: { role: 1, tokenVersion: 1 } });

  const page = (signedIn) => async () => {
    if (signedIn) await guardRead();
    const found = await db.collection('series').findOne({ _id: series._id });
    const works = { $in: found.entries.map((e) => e.work) };
    await Promise.all([
      db.collection('books').find({ work: works, workPrimary: true }).toArray(),
      signedIn
        ? db
            .collection('readinglistentries')
            .find({ user: ids.reader, work: works }, { projection: { work: 1, status: 1 } })
            .toArray()
        : undefined,
    ]);
  };
  const ofBook = async () => {
    const found = await db.collection('books').findOne({ _id: book._id }, { projection: { work: 1 } });
    await db
      .collection('series')
      .find({ 'entries.work': found.work }, { sort: { name: 1, _id: 1 }, projection: { name: 1, entries: 1 } })
      .toArray();
  };
  const ofAuthor = async () => {
    const works = await db
      .collection('books')
      .find({ author: book.author }, { projection: { work: 1 } })
      .toArray();
    await db
      .collection('series')
      .find({ 'entries.work': { $in: works.map((b) => b.work) } }, { sort: { name: 1, _id: 1 } })
      .toArray();
  };

  const id = String(series._id);
  const entries = `${series.entries.length} works`;
  return [
    [`series: a series' page (${entries})`, send(`/api/series/${id}`, 'anonymous'), page(false)],
    [
      `series: a series' page, signed in (${entries}, ${listed} on the reader's list)`,
      send(`/api/series/${id}`, 'reader'),
      page(true),
    ],
    ["series: a book's series", send(`/api/books/${String(book._id)}/series`, 'anonymous'), ofBook],
    ["series: an author's series", send(`/api/authors/${String(book.author)}/series`, 'anonymous'), ofAuthor],
  ];
}
