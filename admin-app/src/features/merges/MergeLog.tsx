import { Link } from 'react-router-dom';
import { formatDate, InboxIcon } from '@book/shared-ui';
import { AdminTable, type AdminColumn } from '../../common/AdminTable';
import type { MergeLogEntry } from '../../common/api/merges-calls';
import { ManagePage } from '../../common/ManagePage';
import { usePagedList } from '../../common/use-paged-list';
import { mergeLogQuery } from './api/merges-queries';
import './merges.css';

const KIND_LABELS: Record<MergeLogEntry['kind'], string> = {
  books: 'Book',
  authors: 'Author',
  group: 'Editions grouped',
  split: 'Edition split',
};

/**
 * What happened: a duplicate merged into the record that stayed (its page linked); a book's work grouped under the
 * kept book's (both editions linked: both stay); an edition split out into a work of its own (the edition linked).
 */
function Merged({ entry }: { entry: MergeLogEntry }) {
  const book = (record: MergeLogEntry['keep']) => <Link to={`/books/${record._id}`}>{record.name}</Link>;
  if (entry.kind === 'split')
    return (
      <span className="admin-merge-log__merged">
        {book(entry.keep)}
        <span className="admin-muted"> split out into a work of its own</span>
      </span>
    );
  if (entry.kind === 'group')
    return (
      <span className="admin-merge-log__merged">
        {book(entry.merge)}
        <span className="admin-muted"> grouped under </span>
        {book(entry.keep)}
      </span>
    );
  return (
    <span className="admin-merge-log__merged">
      <span className="admin-merge-log__name">{entry.merge.name}</span>
      <span className="admin-muted"> into </span>
      <Link to={`/${entry.kind}/${entry.keep._id}`}>{entry.keep.name}</Link>
    </span>
  );
}

/** Merge Log (/admin/merges/log): who merged which record into which, and when, newest first. */
export default function MergeLog() {
  const merges = usePagedList(mergeLogQuery());
  const columns: AdminColumn<MergeLogEntry>[] = [
    {
      header: 'Merged',
      primary: true,
      cell: (entry) => <Merged entry={entry} />,
    },
    { header: 'Kind', cell: (entry) => KIND_LABELS[entry.kind] },
    {
      header: 'By',
      cell: (entry) => entry.by.username || <span className="admin-muted">Deleted account</span>,
    },
    { header: 'When', cell: (entry) => formatDate(entry.createdAt) },
  ];
  return (
    <ManagePage
      title="Merge Log"
      subtitle="Every merge of duplicates, and every grouping or split of editions: who did what, and when. Merges are not undone."
      count={{ noun: 'merges' }}
      list={merges}
      loadError="Failed to load the merge log"
      empty={{
        title: 'No merges yet',
        message: (
          <>
            Duplicates merged in <Link to="/admin/merges">Merge Duplicates</Link> are listed here.
          </>
        ),
        icon: <InboxIcon />,
      }}
      panel={{ label: 'Merges' }}
    >
      <AdminTable
        rows={merges.items}
        columns={columns}
        rowKey={(entry) => entry._id}
        rowTestId="admin-merge-row"
        className="admin-merge-log"
      />
    </ManagePage>
  );
}
