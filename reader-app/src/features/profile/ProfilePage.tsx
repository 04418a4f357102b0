import { useState, type ReactNode } from 'react';
import { useSession } from '@book/core';
import { PageLoader } from '../../common/PageLoader';
import { Button, LinkButton, PageHeader, formatDate, usePageTitle } from '@book/shared-ui';
import { AvatarSection } from './AvatarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PrivacySection } from './PrivacySection';
import { ProfileEditForm } from './ProfileEditForm';
import './profile.css';

/** The profile page's three modes (spec 4). */
export type ProfileMode = 'view' | 'edit' | 'password';

/** Spec: "Activity counters are fixed at 0 and not real." */
const ACTIVITY = ['Reviews', 'Books Read', 'Reading List'] as const;

/**
 * The signed-in reader's own page: their summary, details, password, privacy and account. `connections` is what the
 * route places after privacy (the readers feature's follow requests and blocked readers: app/ProfileScreen.tsx).
 */
export default function ProfilePage({ connections }: { connections?: ReactNode }) {
  usePageTitle('My Profile');
  const user = useSession((s) => s.user);
  const [mode, setMode] = useState<ProfileMode>('view');

  if (!user) return <PageLoader />;
  const fullName = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <div className="reader-profile">
      <PageHeader title="My Profile" subtitle="Manage your account and how other readers see you" />
      <div className="reader-profile__layout">
        <aside className="reader-profile__card" aria-label="Profile summary">
          <AvatarSection user={user} />
          <h2 className="reader-profile__name">{fullName || user.username}</h2>
          <p className="reader-muted">@{user.username}</p>
          <LinkButton
            to={`/readers/${encodeURIComponent(user.username)}`}
            variant="secondary"
            size="sm"
            className="reader-profile__public-link"
          >
            View public profile
          </LinkButton>
          <ul className="reader-profile__activity" aria-label="Activity">
            {ACTIVITY.map((label) => (
              <li key={label}>
                <span className="reader-profile__activity-value">0</span>
                <span className="reader-muted">{label}</span>
              </li>
            ))}
          </ul>
        </aside>

        <div className="reader-profile__column">
          <section className="reader-profile__main">
            {mode === 'edit' ? (
              <ProfileEditForm user={user} onDone={() => setMode('view')} />
            ) : mode === 'password' ? (
              <ChangePasswordForm onDone={() => setMode('view')} />
            ) : (
              <div className="reader-profile-view" aria-labelledby="reader-profile-info-title">
                <div className="reader-section__head">
                  <h2 id="reader-profile-info-title">Profile Information</h2>
                  <div className="reader-profile-form__actions">
                    <Button onClick={() => setMode('edit')}>Edit Profile</Button>
                    <Button variant="secondary" onClick={() => setMode('password')}>
                      Change Password
                    </Button>
                  </div>
                </div>
                <dl className="reader-facts reader-profile-view__fields">
                  <div>
                    <dt>Username</dt>
                    <dd data-testid="profile-username">{user.username}</dd>
                  </div>
                  <div>
                    <dt>Email</dt>
                    <dd data-testid="profile-email">{user.email}</dd>
                  </div>
                  <div>
                    <dt>First Name</dt>
                    <dd>{user.firstName || <span className="reader-muted">Not set</span>}</dd>
                  </div>
                  <div>
                    <dt>Last Name</dt>
                    <dd>{user.lastName || <span className="reader-muted">Not set</span>}</dd>
                  </div>
                  <div className="reader-profile-view__wide">
                    <dt>Bio</dt>
                    <dd data-testid="profile-bio">{user.bio || <span className="reader-muted">No bio yet</span>}</dd>
                  </div>
                  <div>
                    <dt>Role</dt>
                    <dd>{user.role === 'admin' ? 'Administrator' : 'Reader'}</dd>
                  </div>
                  <div>
                    <dt>Member Since</dt>
                    <dd>{user.createdAt ? formatDate(user.createdAt) : '–'}</dd>
                  </div>
                </dl>
              </div>
            )}
          </section>
          <PrivacySection user={user} />
          {connections}
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
