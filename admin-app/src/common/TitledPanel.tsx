import type { ReactNode } from 'react';

/** A panel of an admin screen named by its heading (the dashboard's Quick Actions, the users' Role Permissions). */
export function TitledPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 className="admin-panel__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
