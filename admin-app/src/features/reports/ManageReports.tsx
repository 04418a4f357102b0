import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, toast, type ReportAction, type ReportGroup, type ReportStatus } from '@book/core';
import { formatDate, ShieldIcon, useConfirm } from '@book/shared-ui';
import { ManagePage } from '../../common/ManagePage';
import { actionsColumn, AdminTable, type AdminColumn } from '../../common/AdminTable';
import { ModerationDialog, type ModerationDecision } from '../../common/ModerationDialog';
import { usePagedList } from '../../common/use-paged-list';
import { useResolveReport } from './api/reports-mutations';
import { reportsQuery } from './api/reports-queries';
import { ReportActions, ReportedItem, ReportReasons, ReportResolution } from './ReportCells';
import { itemName, plural, type DialogAction } from './report-text';
import './reports.css';

const STATUS_OPTIONS: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

/** The dialog of each action that takes a note, and the outcome toast. */
const DIALOGS: Record<DialogAction, { title: string; submit: string; hint: string; success: string }> = {
  remove: {
    title: 'Remove content',
    submit: 'Remove',
    hint: 'The author is told it was removed, and why.',
    success: 'Content removed',
  },
  spoiler: {
    title: 'Mark as spoiler',
    submit: 'Mark as spoiler',
    hint: 'The author is told why.',
    success: 'Review marked as containing spoilers',
  },
  suspend: { title: 'Suspend author', submit: 'Suspend', hint: 'The author is told why.', success: 'Author suspended' },
};

/**
 * Reports (/admin/reports): open reports grouped by item, oldest first, with the item, its author, the reasons and
 * the number of reporters; Dismiss, Remove content, Mark as spoiler (reviews) or Suspend author resolves every open
 * report of the item. The Resolved list keeps who resolved each item and how.
 */
export default function ManageReports() {
  const [status, setStatus] = useState<ReportStatus>('open');
  // From the Clubs manager: one club's reports (`?club=<id>`).
  const club = useSearchParams()[0].get('club') ?? undefined;
  const reports = usePagedList(reportsQuery(status, club));
  const clubName = reports.items.find((g) => g.content?.clubName)?.content?.clubName;
  const resolve = useResolveReport();
  const [busyTarget, setBusyTarget] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ group: ReportGroup; action: DialogAction } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  // A resolved item leaves the queue with its focused action: the focus moves to the actions of the item now in its
  // place (or the last one, or the queue itself) instead of being dropped on the page.
  const queue = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState<{ group: ReportGroup; index: number } | null>(null);

  const run = async (
    group: ReportGroup,
    action: ReportAction,
    decision: ModerationDecision,
    success: string,
  ): Promise<boolean> => {
    setBusyTarget(group.target);
    try {
      await resolve.mutateAsync({ group, input: { action, ...decision } });
      setRefocus({ group, index: reports.items.indexOf(group) });
      toast.success(success);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to resolve the reports'));
      return false;
    } finally {
      setBusyTarget(null);
    }
  };

  const dismiss = async (group: ReportGroup) => {
    if (
      !(await confirm(`Dismiss the reports of this ${itemName(group)}? The content stays.`, {
        confirmLabel: 'Dismiss',
        variant: 'primary',
      }))
    )
      return;
    await run(group, 'dismiss', { note: '' }, 'Reports dismissed');
  };

  const decide = async (decision: ModerationDecision) => {
    if (!dialog) return;
    if (await run(dialog.group, dialog.action, decision, DIALOGS[dialog.action].success)) setDialog(null);
  };

  const open = status === 'open';
  const busy = busyTarget !== null;
  useEffect(() => {
    // Once the reloaded queue no longer lists the item.
    if (
      !refocus ||
      busy ||
      reports.items.some((g) => g.kind === refocus.group.kind && g.target === refocus.group.target)
    )
      return;
    setRefocus(null);
    const rows = queue.current?.querySelectorAll<HTMLElement>('[data-testid="admin-report-row"]') ?? [];
    const row = rows[Math.min(Math.max(refocus.index, 0), rows.length - 1)];
    (row?.querySelector<HTMLElement>('.admin-report__actions button') ?? queue.current)?.focus();
  }, [refocus, busy, reports.items]);
  const columns: AdminColumn<ReportGroup>[] = [
    { header: 'Reported item', primary: true, cell: (g) => <ReportedItem group={g} /> },
    { header: 'Author', cell: (g) => g.author?.username ?? <span className="admin-muted">Deleted account</span> },
    { header: 'Reasons', cell: (g) => <ReportReasons group={g} /> },
    {
      header: 'Reporters',
      cell: (g) => <span className="admin-report__count">{plural(g.reporters, 'reader', 'readers')}</span>,
    },
    { header: 'First reported', cell: (g) => formatDate(g.firstReportedAt) },
    open
      ? actionsColumn(
          (g) => (
            <ReportActions
              group={g}
              busyTarget={busyTarget}
              onDismiss={(group) => void dismiss(group)}
              onOpen={(group, action) => setDialog({ group, action })}
            />
          ),
          'admin-report__actions',
        )
      : { header: 'Resolution', cell: (g) => <ReportResolution group={g} /> },
  ];

  return (
    <ManagePage
      title="Reports"
      subtitle={
        club ? (
          <>
            The reports of {clubName ?? 'one club'} and of its posts. <Link to="/admin/reports">Show every report</Link>
          </>
        ) : (
          'What readers reported, grouped by item, the oldest first.'
        )
      }
      filter={{ label: 'Show reports', options: STATUS_OPTIONS, value: status, onChange: setStatus }}
      count={{ noun: 'reported items' }}
      list={reports}
      loadError="Failed to load reports"
      empty={{
        title: open ? 'No open reports' : 'No resolved reports',
        message: open
          ? 'When readers report a review, a comment, a profile, a club or its posts, it appears here.'
          : 'Reports you resolve are kept here.',
        icon: <ShieldIcon />,
      }}
      panel={{ label: open ? 'Open reports' : 'Resolved reports', ref: queue }}
      after={
        <>
          <ModerationDialog
            open={dialog !== null}
            title={dialog ? DIALOGS[dialog.action].title : ''}
            submitLabel={dialog ? DIALOGS[dialog.action].submit : ''}
            noteHint={dialog ? DIALOGS[dialog.action].hint : ''}
            suspension={dialog?.action === 'suspend'}
            onClose={() => setDialog(null)}
            onSubmit={decide}
          />
          {confirmDialog}
        </>
      }
    >
      <AdminTable
        rows={reports.items}
        rowKey={(g) => `${g.kind}:${g.target}:${g.resolution?.at ?? ''}`}
        rowTestId="admin-report-row"
        columns={columns}
      />
    </ManagePage>
  );
}
