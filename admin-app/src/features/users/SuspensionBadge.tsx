import type { Suspension } from '@book/core';
import { formatDate, StatusBadge } from '@book/shared-ui';

/** "Active", or "Suspended until <date>" (the administrator's locale), or "Suspended" until lifted; the note as its title. */
export function SuspensionBadge({ suspension }: { suspension: Suspension | null }) {
  if (!suspension) return <StatusBadge status="active" label="Active" tone="green" />;
  const label = suspension.until ? `Suspended until ${formatDate(suspension.until)}` : 'Suspended';
  return (
    <span title={suspension.note || undefined}>
      <StatusBadge status="suspended" label={label} tone="yellow" />
    </span>
  );
}
