import { StatusBadge } from '@book/shared-ui';
import { TitledPanel } from '../../common/TitledPanel';

/** What each role may do, under the users' list (spec: the role panel). */
export function RolePermissions() {
  return (
    <TitledPanel id="admin-role-permissions" title="Role Permissions">
      <div className="admin-panel__body admin-columns admin-roles">
        <div className="admin-role">
          <StatusBadge status="admin" label="Admin" tone="purple" />
          <p>Administrators have full access including user management, content management and system settings.</p>
        </div>
        <div className="admin-role">
          <StatusBadge status="user" label="User" tone="blue" />
          <p>
            Regular users can browse books and authors, write and manage their own reviews, keep a reading list and edit
            their profile.
          </p>
        </div>
      </div>
    </TitledPanel>
  );
}
