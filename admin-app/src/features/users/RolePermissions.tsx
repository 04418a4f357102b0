import { StatusBadge } from '@book/shared-ui';

/** What each role may do, under the users' list (spec: the role panel). */
export function RolePermissions() {
  return (
    <section className="admin-panel" aria-labelledby="admin-role-permissions">
      <h2 className="admin-panel__title" id="admin-role-permissions">
        Role Permissions
      </h2>
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
    </section>
  );
}
