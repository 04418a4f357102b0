import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, toast } from '@book/core';
import { Button, formatDate, formatNumber, ReadersIcon, StatusBadge, useConfirm } from '@book/shared-ui';
import { ManagePage } from '../../common/ManagePage';
import { actionsColumn, AdminTable } from '../../common/AdminTable';
import { ModerationDialog, type ModerationDecision } from '../../common/ModerationDialog';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
import type { AdminClub } from './api/admin-clubs-calls';
import { useClubSuspension, useDeleteClub } from './api/admin-clubs-mutations';
import { adminClubsQuery } from './api/admin-clubs-queries';
import './clubs.css';

const reportsText = (n: number) => (n === 1 ? '1 open report' : `${formatNumber(n)} open reports`);

/**
 * Clubs (/admin/clubs): every club, suspended ones too, by recent activity and searched by name on the server, with
 * its owner, members and open reports (its own and its posts'); a club is suspended with a note its owner is told,
 * its suspension lifted, or it is deleted with its members, schedule and discussion once confirmed.
 */
export default function ManageClubs() {
  const search = useSearchText();
  const clubs = usePagedList(adminClubsQuery(search.term));
  const suspension = useClubSuspension();
  const remove = useDeleteClub();
  const [suspending, setSuspending] = useState<AdminClub | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const deletingId = remove.isPending ? remove.variables : null;
  const busy = suspension.isPending || remove.isPending;

  const handleDelete = async (club: AdminClub) => {
    if (busy) return;
    const message = `Delete ${club.name}? Its members, schedule and discussion are deleted with it.`;
    if (!(await confirm(message, { confirmLabel: 'Delete' }))) return;
    remove.mutate(club._id, {
      onSuccess: () => toast.success(`${club.name} deleted`),
      onError: (err) => toast.error(errorMessage(err, 'Failed to delete the club')),
    });
  };

  const suspend = async (decision: ModerationDecision) => {
    if (!suspending) return;
    try {
      await suspension.mutateAsync({ club: suspending, note: decision.note });
      toast.success(`${suspending.name} suspended`);
      setSuspending(null);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to suspend the club'));
    }
  };

  const lift = (club: AdminClub) =>
    suspension.mutate(
      { club },
      {
        onSuccess: () => toast.success(`Suspension of ${club.name} lifted`),
        onError: (err) => toast.error(errorMessage(err, 'Failed to lift the suspension')),
      },
    );

  return (
    <ManagePage
      title="Clubs"
      subtitle="The community's book clubs, their reports, suspensions and deletions."
      search={{ label: 'Search clubs', placeholder: 'Search by name...', state: search }}
      count={{ noun: 'clubs' }}
      list={clubs}
      loadError="Failed to load clubs"
      empty={{ title: 'No clubs found', icon: <ReadersIcon /> }}
      panel={{ label: 'Clubs' }}
      after={
        <>
          <ModerationDialog
            open={suspending !== null}
            title={suspending ? `Suspend ${suspending.name}` : 'Suspend'}
            submitLabel="Suspend"
            noteHint="The club's owner is told why. The club leaves the directory and its page closes."
            onClose={() => setSuspending(null)}
            onSubmit={suspend}
          />
          {confirmDialog}
        </>
      }
    >
      <AdminTable
        rows={clubs.items}
        rowKey={(club) => club._id}
        rowTestId="admin-club-row"
        columns={[
          {
            header: 'Club',
            primary: true,
            cell: (club) => (
              <>
                <span className="admin-club-name">{club.name}</span>
                <span className="admin-club-visibility">{club.visibility === 'private' ? 'Private' : 'Public'}</span>
              </>
            ),
          },
          { header: 'Owner', cell: (club) => club.owner?.username ?? 'a deleted reader' },
          { header: 'Members', cell: (club) => formatNumber(club.memberCount) },
          {
            header: 'Reports',
            cell: (club) =>
              club.openReports > 0 ? (
                <Link
                  to={`/admin/reports?club=${club._id}`}
                  aria-label={`${reportsText(club.openReports)} of ${club.name}`}
                >
                  {reportsText(club.openReports)}
                </Link>
              ) : (
                'None open'
              ),
          },
          {
            header: 'Status',
            cell: (club) =>
              club.suspended ? (
                <StatusBadge status="suspended" label="Suspended" tone="yellow" />
              ) : (
                <StatusBadge status="active" label="Active" tone="green" />
              ),
          },
          { header: 'Last activity', cell: (club) => formatDate(club.lastActivityAt) },
          actionsColumn<AdminClub>((club) => (
            <>
              {club.suspended ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => lift(club)}
                  aria-label={`Lift suspension of ${club.name}`}
                >
                  Lift suspension
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => setSuspending(club)}
                  aria-label={`Suspend ${club.name}`}
                >
                  Suspend
                </Button>
              )}
              <Button
                variant="danger"
                size="sm"
                busy={deletingId === club._id}
                disabled={busy}
                onClick={() => void handleDelete(club)}
                aria-label={`Delete ${club.name}`}
              >
                Delete
              </Button>
            </>
          )),
        ]}
      />
    </ManagePage>
  );
}
