import { Link } from 'react-router-dom';
import type { ReportGroup } from '@book/core';
import { Button, formatDate, StatusBadge } from '@book/shared-ui';
import { ACTION_LABELS, itemName, KIND_LABELS, REASON_LABELS, type DialogAction } from './report-text';

/**
 * What was reported: its kind, title and text, the book a review is about or the club a post is in; "Content removed"
 * once gone.
 */
export function ReportedItem({ group }: { group: ReportGroup }) {
  const { content } = group;
  return (
    <>
      <StatusBadge status={group.kind} label={KIND_LABELS[group.kind]} tone="grey" className="admin-report__kind" />
      {content ? (
        <>
          {content.title && <span className="admin-report__title">{content.title}</span>}
          {content.clubName && group.kind === 'club-post' && (
            <span className="admin-muted admin-report__book">
              in {content.clubId ? <Link to={`/clubs/${content.clubId}`}>{content.clubName}</Link> : content.clubName}
            </span>
          )}
          {content.bookTitle && (
            <span className="admin-muted admin-report__book">
              on {content.bookId ? <Link to={`/books/${content.bookId}`}>{content.bookTitle}</Link> : content.bookTitle}
            </span>
          )}
          {content.text ? (
            <p className="admin-report__text">{content.text}</p>
          ) : (
            <span className="admin-muted">No text</span>
          )}
        </>
      ) : (
        <span className="admin-muted">Content removed</span>
      )}
    </>
  );
}

/** Each reason with how many reporters gave it, then what the reporters wrote. */
export function ReportReasons({ group }: { group: ReportGroup }) {
  return (
    <>
      <ul className="admin-report__reasons">
        {group.reasons.map((r) => (
          <li key={r.reason}>
            {REASON_LABELS[r.reason]} <span className="admin-muted">× {r.count}</span>
          </li>
        ))}
      </ul>
      {group.texts.length > 0 && (
        <ul className="admin-report__texts admin-muted" aria-label="What the reporters wrote">
          {group.texts.map((text, i) => (
            <li key={i}>“{text}”</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Who resolved the item's reports, how, when and why. */
export function ReportResolution({ group }: { group: ReportGroup }) {
  const r = group.resolution;
  if (!r) return <span className="admin-muted">Open</span>;
  return (
    <>
      <span className="admin-report__title">{ACTION_LABELS[r.action]}</span>
      <span className="admin-muted admin-report__note">
        by {r.by?.username ?? 'a deleted account'} on {formatDate(r.at)}
      </span>
      {r.note && <span className="admin-report__note">“{r.note}”</span>}
    </>
  );
}

interface ReportActionsProps {
  group: ReportGroup;
  /** The item whose action is running (its Dismiss shows it); every button waits meanwhile. */
  busyTarget: string | null;
  onDismiss: (group: ReportGroup) => void;
  onOpen: (group: ReportGroup, action: DialogAction) => void;
}

/** An open item's actions: Dismiss, and those its item allows, each opening its dialog. */
export function ReportActions({ group, busyTarget, onDismiss, onOpen }: ReportActionsProps) {
  const name = itemName(group);
  const busy = busyTarget !== null;
  const opens = (action: DialogAction, label: string, ariaLabel: string) => (
    <Button
      variant={action === 'remove' ? 'danger' : 'secondary'}
      size="sm"
      disabled={busy}
      onClick={() => onOpen(group, action)}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        busy={busyTarget === group.target}
        disabled={busy}
        onClick={() => onDismiss(group)}
        aria-label={`Dismiss reports of ${name}`}
      >
        Dismiss
      </Button>
      {group.content && opens('remove', 'Remove content', `Remove content: ${name}`)}
      {group.kind === 'review' && group.content && opens('spoiler', 'Mark as spoiler', `Mark as spoiler: ${name}`)}
      {group.author && opens('suspend', 'Suspend author', `Suspend author (${group.author.username}) of ${name}`)}
    </>
  );
}
