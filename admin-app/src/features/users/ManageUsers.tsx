import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast, useSession, type Role, type User } from '@book/core';
import {
  Button,
  formatDate,
  SelectField,
  ShieldIcon,
  Spinner,
  StatusBadge,
  useConfirm,
  UserIcon,
  UsersIcon,
} from '@book/shared-ui';
import { ManagePage } from '../../common/ManagePage';
import { AdminTable } from '../../common/AdminTable';
import { StatCards } from '../../common/StatCard';
import { statCount } from '../../common/stat-text';
import { useLoadErrorLog } from '../../common/use-load-error';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
import { ModerationDialog, type ModerationDecision } from '../../common/ModerationDialog';
import { useUpdateUserRole, useUserSuspension } from './api/users-mutations';
import { RolePermissions } from './RolePermissions';
import { SuspensionBadge } from './SuspensionBadge';
import { adminUsersQuery, userStatsQuery } from './api/users-queries';
import './users.css';

type RoleFilter = 'all' | Role;

const ROLE_FILTERS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'admin', label: 'Administrators' },
  { value: 'user', label: 'Regular Users' },
];
const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

/**
 * Manage Users (/admin/users): search, role filter and statistics on the server, "Load more"; role changes and
 * suspensions (users are never deleted from the admin area). No one is offered to suspend themselves; the server
 * also refuses the last administrator, and its message is shown.
 */
export default function ManageUsers() {
  const me = useSession((s) => s.user?._id);
  const search = useSearchText();
  const [role, setRole] = useState<RoleFilter>('all');
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const users = usePagedList(adminUsersQuery(search.term, role === 'all' ? undefined : role));
  const stats = useQuery(userStatsQuery());
  useLoadErrorLog(stats, 'Failed to load user statistics');
  const updateRole = useUpdateUserRole();
  const suspension = useUserSuspension();
  const [suspending, setSuspending] = useState<User | null>(null);

  const changeRole = async (user: User, next: Role) => {
    if (next === user.role || updatingId) return;
    if (
      !(await confirm(`Are you sure you want to change this user's role to ${next}?`, { confirmLabel: 'Change role' }))
    )
      return;
    setUpdatingId(user._id);
    try {
      await updateRole.mutateAsync({ user, role: next });
      toast.success('User role updated successfully');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update user role'));
    } finally {
      setUpdatingId(null);
    }
  };

  const suspend = async (decision: ModerationDecision) => {
    if (!suspending) return;
    try {
      await suspension.mutateAsync({ user: suspending, days: decision.days ?? null, note: decision.note });
      toast.success(`${suspending.username} suspended`);
      setSuspending(null);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to suspend user'));
    }
  };

  const lift = async (user: User) => {
    if (updatingId) return;
    if (
      !(await confirm(`Lift the suspension of ${user.username}? They can sign in again at once.`, {
        confirmLabel: 'Lift suspension',
        variant: 'primary',
      }))
    )
      return;
    setUpdatingId(user._id);
    try {
      await suspension.mutateAsync({ user });
      toast.success(`Suspension of ${user.username} lifted`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to lift the suspension'));
    } finally {
      setUpdatingId(null);
    }
  };

  return (
    <ManagePage
      title="Manage Users"
      subtitle="Accounts of the community and their roles."
      stats={
        <StatCards
          label="User statistics"
          cards={[
            { label: 'Total Users', value: statCount(stats, 'total'), icon: <UsersIcon />, tone: 'blue' },
            { label: 'Administrators', value: statCount(stats, 'admins'), icon: <ShieldIcon />, tone: 'purple' },
            { label: 'Regular Users', value: statCount(stats, 'regularUsers'), icon: <UserIcon />, tone: 'green' },
          ]}
        />
      }
      search={{ label: 'Search users', placeholder: 'Search by username or email...', state: search }}
      filter={{ label: 'Filter by role', hideLabel: true, options: ROLE_FILTERS, value: role, onChange: setRole }}
      count={{ noun: 'users' }}
      list={users}
      loadError="Failed to load users"
      empty={{ title: 'No users found', icon: <UsersIcon /> }}
      panel={{ label: 'Users' }}
      after={
        <>
          <RolePermissions />
          <ModerationDialog
            open={suspending !== null}
            title={suspending ? `Suspend ${suspending.username}` : 'Suspend'}
            submitLabel="Suspend"
            suspension
            noteHint="The reader is told why. Their sessions end at once."
            onClose={() => setSuspending(null)}
            onSubmit={suspend}
          />
          {confirmDialog}
        </>
      }
    >
      <AdminTable
        rows={users.items}
        rowKey={(user) => user._id}
        rowTestId="admin-user-row"
        columns={[
          {
            header: 'Username',
            primary: true,
            cell: (user) => (
              <>
                <span className="admin-user-name">{user.username}</span>
                {user._id === me && <span className="admin-pill admin-user-you">You</span>}
              </>
            ),
          },
          { header: 'Email', className: 'admin-user-email', cell: (user) => user.email },
          {
            header: 'Role',
            cell: (user) => (
              <StatusBadge
                status={user.role}
                label={user.role === 'admin' ? 'Admin' : 'User'}
                tone={user.role === 'admin' ? 'purple' : 'blue'}
              />
            ),
          },
          { header: 'Status', cell: (user) => <SuspensionBadge suspension={user.suspension} /> },
          { header: 'Joined', cell: (user) => formatDate(user.createdAt) },
          {
            header: 'Change role',
            cell: (user) => (
              <div className="admin-role-cell">
                {updatingId === user._id ? (
                  <Spinner size="sm" label={`Updating role of ${user.username}`} />
                ) : (
                  <SelectField
                    label={`Role of ${user.username}`}
                    hideLabel
                    options={ROLE_OPTIONS}
                    value={user.role}
                    disabled={updatingId !== null}
                    onChange={(e) => void changeRole(user, e.target.value as Role)}
                  />
                )}
              </div>
            ),
          },
          {
            header: 'Suspension',
            hiddenHeader: true,
            cell: (user) =>
              user.suspension ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={updatingId !== null}
                  onClick={() => void lift(user)}
                  aria-label={`Lift suspension of ${user.username}`}
                >
                  Lift suspension
                </Button>
              ) : user._id === me ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={updatingId !== null}
                  onClick={() => setSuspending(user)}
                  aria-label={`Suspend ${user.username}`}
                >
                  Suspend
                </Button>
              ),
          },
        ]}
      />
    </ManagePage>
  );
}
