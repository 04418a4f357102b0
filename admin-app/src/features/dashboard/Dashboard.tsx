import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@book/core';
import { Link } from 'react-router-dom';
import {
  BookIcon,
  ChartIcon,
  ChevronRightIcon,
  ListIcon,
  MessageIcon,
  PenIcon,
  PlusIcon,
  ReadersIcon,
  ShieldIcon,
  TagIcon,
  usePageTitle,
  UserIcon,
  UsersIcon,
} from '@book/shared-ui';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import { TitledPanel } from '../../common/TitledPanel';
import { StatCards, type Tone } from '../../common/StatCard';
import { statCount } from '../../common/stat-text';
import { useLoadErrorLog } from '../../common/use-load-error';
import { statsQuery } from './api/stats-queries';
import { openReportCountQuery } from './api/reports-queries';
import './dashboard.css';

/** The site's count cards, each a link to its manager. */
const counts: { label: string; count: keyof Stats; icon: ReactNode; tone: Tone; to: string }[] = [
  { label: 'Total Books', count: 'totalBooks', icon: <BookIcon />, tone: 'blue', to: '/admin/books' },
  { label: 'Total Users', count: 'totalUsers', icon: <UsersIcon />, tone: 'green', to: '/admin/users' },
  { label: 'Total Reviews', count: 'totalReviews', icon: <MessageIcon />, tone: 'amber', to: '/admin/reviews' },
  { label: 'Total Authors', count: 'totalAuthors', icon: <PenIcon />, tone: 'purple', to: '/admin/authors' },
  { label: 'Total Clubs', count: 'totalClubs', icon: <ReadersIcon />, tone: 'blue', to: '/admin/clubs' },
];

/** The Quick Actions tiles; Add New Book opens Manage Books with its create form. */
const quickActions: { label: string; to: string; create?: boolean; icon: ReactNode; tone: Tone }[] = [
  { label: 'Add New Book', to: '/admin/books', create: true, icon: <PlusIcon />, tone: 'blue' },
  { label: 'View All Books', to: '/admin/books', icon: <ListIcon />, tone: 'green' },
  { label: 'Manage Users', to: '/admin/users', icon: <UserIcon />, tone: 'purple' },
  { label: 'Manage Authors', to: '/admin/authors', icon: <PenIcon />, tone: 'amber' },
];

const management = [
  { label: 'Books', to: '/admin/books', description: 'Catalogue, covers and publication status', icon: <BookIcon /> },
  { label: 'Authors', to: '/admin/authors', description: 'Author profiles and biographies', icon: <PenIcon /> },
  { label: 'Genres', to: '/admin/genres', description: 'Categories used to organise books', icon: <TagIcon /> },
  { label: 'Users', to: '/admin/users', description: 'Accounts and roles', icon: <UsersIcon /> },
  { label: 'Reviews', to: '/admin/reviews', description: 'Reader reviews and ratings', icon: <MessageIcon /> },
  { label: 'Clubs', to: '/admin/clubs', description: 'Book clubs and their reports', icon: <ReadersIcon /> },
];

/** Admin Dashboard (/admin): site counts, quick actions and the management list. */
export default function Dashboard() {
  usePageTitle('Admin Dashboard');
  const stats = useQuery(statsQuery());
  useLoadErrorLog(stats, 'Failed to load stats');
  // The moderation queue beside the site's counts (its own read: the counts stay as they are).
  const openReports = useQuery(openReportCountQuery());
  useLoadErrorLog(openReports, 'Failed to load the open reports count');

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle="Overview of the book community and quick access to management."
        breadcrumb={false}
      />

      <StatCards
        label="Site statistics"
        busy={stats.isPending}
        cards={[
          ...counts.map(({ count, ...card }) => ({ ...card, value: statCount(stats, count) })),
          {
            label: 'Open Reports',
            value: statCount(openReports, 'count'),
            icon: <ShieldIcon />,
            tone: 'rose',
            to: '/admin/reports',
          },
        ]}
      />

      <div className="admin-dashboard__columns">
        <TitledPanel id="admin-quick-actions" title="Quick Actions">
          <div className="admin-panel__body admin-quick-actions">
            {quickActions.map((action) => (
              <Link
                key={action.label}
                to={action.to}
                state={action.create ? { create: true } : undefined}
                className="admin-quick-action"
              >
                <span className={`admin-quick-action__icon admin-tone-${action.tone}`}>{action.icon}</span>
                <span>{action.label}</span>
              </Link>
            ))}
          </div>
        </TitledPanel>

        <TitledPanel id="admin-management" title="Management">
          <ul className="admin-management">
            {management.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className="admin-management__item">
                  <span className="admin-management__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="admin-management__text">
                    <span className="admin-management__label">{item.label}</span>
                    <span className="admin-management__description">{item.description}</span>
                  </span>
                  <span className="admin-management__chevron">
                    <ChevronRightIcon />
                  </span>
                </Link>
              </li>
            ))}
            <li>
              <div className="admin-management__item admin-management__item--disabled" aria-disabled="true">
                <span className="admin-management__icon" aria-hidden="true">
                  <ChartIcon />
                </span>
                <span className="admin-management__text">
                  <span className="admin-management__label">Analytics</span>
                  <span className="admin-management__description">Trends and reports</span>
                </span>
                <span className="admin-management__soon">Coming soon</span>
              </div>
            </li>
          </ul>
        </TitledPanel>
      </div>
    </div>
  );
}
