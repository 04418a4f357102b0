import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  BookIcon,
  ChartIcon,
  ChevronRightIcon,
  formatNumber,
  ListIcon,
  MessageIcon,
  PenIcon,
  PlusIcon,
  ShieldIcon,
  TagIcon,
  usePageTitle,
  UserIcon,
  UsersIcon,
} from '@book/shared-ui';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import { StatCard } from '../../common/StatCard';
import { statText } from '../../common/stat-text';
import { useLoadErrorLog } from '../../common/use-load-error';
import { statsQuery } from './api/stats-queries';
import { openReportCountQuery } from '../reports/api/reports-queries';
import './dashboard.css';

const management = [
  { label: 'Books', to: '/admin/books', description: 'Catalogue, covers and publication status', icon: <BookIcon /> },
  { label: 'Authors', to: '/admin/authors', description: 'Author profiles and biographies', icon: <PenIcon /> },
  { label: 'Genres', to: '/admin/genres', description: 'Categories used to organise books', icon: <TagIcon /> },
  { label: 'Users', to: '/admin/users', description: 'Accounts and roles', icon: <UsersIcon /> },
  { label: 'Reviews', to: '/admin/reviews', description: 'Reader reviews and ratings', icon: <MessageIcon /> },
];

/** Admin Dashboard (/admin): site counts, quick actions and the management list. */
export default function Dashboard() {
  usePageTitle('Admin Dashboard');
  const stats = useQuery(statsQuery());
  useLoadErrorLog(stats, 'Failed to load stats');
  // The moderation queue beside the site's counts (its own read: the counts stay as they are).
  const openReports = useQuery(openReportCountQuery());
  useLoadErrorLog(openReports, 'Failed to load the open reports count');

  const count = (key: keyof NonNullable<typeof stats.data>) => statText(stats, (s) => formatNumber(s[key]));

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle="Overview of the book community and quick access to management."
        breadcrumb={false}
      />

      <section aria-label="Site statistics" className="admin-stats" aria-busy={stats.isPending}>
        <StatCard label="Total Books" value={count('totalBooks')} icon={<BookIcon />} tone="blue" to="/admin/books" />
        <StatCard label="Total Users" value={count('totalUsers')} icon={<UsersIcon />} tone="green" to="/admin/users" />
        <StatCard
          label="Total Reviews"
          value={count('totalReviews')}
          icon={<MessageIcon />}
          tone="amber"
          to="/admin/reviews"
        />
        <StatCard
          label="Total Authors"
          value={count('totalAuthors')}
          icon={<PenIcon />}
          tone="purple"
          to="/admin/authors"
        />
        <StatCard
          label="Open Reports"
          value={statText(openReports, (r) => formatNumber(r.count))}
          icon={<ShieldIcon />}
          tone="rose"
          to="/admin/reports"
        />
      </section>

      <div className="admin-dashboard__columns">
        <section className="admin-panel" aria-labelledby="admin-quick-actions">
          <h2 className="admin-panel__title" id="admin-quick-actions">
            Quick Actions
          </h2>
          <div className="admin-panel__body admin-quick-actions">
            <Link to="/admin/books" state={{ create: true }} className="admin-quick-action">
              <span className="admin-quick-action__icon admin-tone-blue">
                <PlusIcon />
              </span>
              <span>Add New Book</span>
            </Link>
            <Link to="/admin/books" className="admin-quick-action">
              <span className="admin-quick-action__icon admin-tone-green">
                <ListIcon />
              </span>
              <span>View All Books</span>
            </Link>
            <Link to="/admin/users" className="admin-quick-action">
              <span className="admin-quick-action__icon admin-tone-purple">
                <UserIcon />
              </span>
              <span>Manage Users</span>
            </Link>
            <Link to="/admin/authors" className="admin-quick-action">
              <span className="admin-quick-action__icon admin-tone-amber">
                <PenIcon />
              </span>
              <span>Manage Authors</span>
            </Link>
          </div>
        </section>

        <section className="admin-panel" aria-labelledby="admin-management">
          <h2 className="admin-panel__title" id="admin-management">
            Management
          </h2>
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
        </section>
      </div>
    </div>
  );
}
