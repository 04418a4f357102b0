import { EmptyState, LinkButton, PageHeader, usePageTitle } from '@book/shared-ui';

/** Starting a club (signed-in readers only: the shell guards this prefix as the manifest entry says). */
export function StartClub({ basePath }: { basePath: string }) {
  usePageTitle('Start a club');
  return (
    <section>
      <PageHeader title="Start a club" />
      <EmptyState
        title="Clubs are coming"
        message="Soon you will be able to start a club here, choose its book and invite readers."
        action={<LinkButton to={basePath}>Back to clubs</LinkButton>}
      />
    </section>
  );
}
