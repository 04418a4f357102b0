// The reads of series in `bench scale`: a series' page (as a visitor, and as reader1 with their reading-list status
// of each work), a book's series and an author's series, each beside its floor (every command its answer requires,
// sent through the driver as the API sends them: series.service.ts view, ofBook and ofAuthor, series-works.ts). The
// scale seed's series (scale-seed.ts) have three to five works of one author: the series measured is the longest, the
// book its first entry's primary edition, the author theirs.

/** The longest series of the seed (most entries, then the first by id), or nothing in a checkout from before series. */
async function longestSeries(db) {
  const all = await db
    .collection('series')
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return all.reduce((longest, s) => (!longest || s.entries.length > longest.entries.length ? s : longest), undefined);
}

/** The cases: [label, request, floor], the request sent by `send(path, caller)`. */
export async function seriesCases(db, ids, send) {
  const series = await longestSeries(db);
  if (!series) return [];
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
    [`series: a series' page, signed in (${entries}, statuses)`, send(`/api/series/${id}`, 'reader'), page(true)],
    ["series: a book's series", send(`/api/books/${String(book._id)}/series`, 'anonymous'), ofBook],
    ["series: an author's series", send(`/api/authors/${String(book.author)}/series`, 'anonymous'), ofAuthor],
  ];
}
