import { EmptyState, LinkButton, PageHeader, usePageTitle } from '@book/shared-ui';

/** The clubs' directory: every club readers can join (none yet), and a way to start one. */
export function ClubsDirectory({ basePath }: { basePath: string }) {
  usePageTitle('Book clubs');
  return (
    <section>
      <PageHeader
        title="Book clubs"
        subtitle="Read together: join a club, follow its schedule, talk about each part."
        actions={<LinkButton to={`${basePath}/new`}>Start a club</LinkButton>}
      />
      <EmptyState title="No clubs yet" message="Clubs readers start will be listed here." />
    </section>
  );
}
