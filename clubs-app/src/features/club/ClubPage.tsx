import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast, useSession } from '@book/core';
import {
  Button,
  Card,
  EmptyState,
  LinkButton,
  PageHeader,
  Spinner,
  StatusBadge,
  useConfirm,
  usePageTitle,
  ReportDialog,
} from '@book/shared-ui';
import type { Club } from '../../common/api/clubs-calls';
import { membersText } from '../../common/club-texts';
import { clubQuery, membersQuery, scheduleQuery } from './api/club-queries';
import { useMemberActions, useMembership } from './api/club-mutations';
import { EditClub } from './EditClub';
import { ModeratorTools } from './ModeratorTools';
import { ProgressForm } from './ProgressForm';
import { SectionThread } from './SectionThread';

const ROLES: Record<string, string> = { owner: 'Owner', moderator: 'Moderator', member: 'Member' };

function MembershipActions({ club }: { club: Club }) {
  const signedIn = useSession((s) => Boolean(s.user));
  const { join, leave, mute } = useMembership(club._id);
  const { state, role } = club.viewer;
  if (!signedIn) return <p className="clubs-muted">Sign in to join this club.</p>;
  const run = (mutation: typeof join | typeof leave, done: string, fallback: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(error, fallback)),
    });
  if (state === 'member') {
    const muted = Boolean(club.viewer.muted);
    return (
      <>
        <Button
          variant="secondary"
          busy={mute.isPending}
          onClick={() =>
            mute.mutate(!muted, {
              onSuccess: () =>
                toast.success(
                  muted ? `You will hear from ${club.name} again` : `You will not be notified of ${club.name}`,
                ),
              onError: (error) => toast.error(errorMessage(error, 'The club could not be muted.')),
            })
          }
        >
          {muted ? 'Unmute the club' : 'Mute the club'}
        </Button>
        {role === 'owner' ? null : (
          <Button
            variant="secondary"
            busy={leave.isPending}
            onClick={() => run(leave, `You left ${club.name}`, 'You could not leave the club.')}
          >
            Leave the club
          </Button>
        )}
      </>
    );
  }
  if (state === 'requested')
    return (
      <Button
        variant="secondary"
        busy={leave.isPending}
        onClick={() => run(leave, 'Your request is withdrawn', 'Your request could not be withdrawn.')}
      >
        Withdraw your request
      </Button>
    );
  if (state === 'banned') return <p className="clubs-muted">You cannot join this club.</p>;
  const privateClub = club.visibility === 'private' && state !== 'invited';
  return (
    <Button
      busy={join.isPending}
      onClick={() =>
        run(
          join,
          privateClub ? 'Your request to join is sent' : `Welcome to ${club.name}`,
          'You could not join this club.',
        )
      }
    >
      {state === 'invited' ? 'Accept the invitation' : privateClub ? 'Ask to join' : 'Join the club'}
    </Button>
  );
}

/** Any signed-in reader but its owner reports a club (its name, description or cover) to the administrators. */
function ReportClub({ club }: { club: Club }) {
  const viewer = useSession((s) => s.user?._id);
  const [reporting, setReporting] = useState(false);
  if (!viewer || club.viewer.role === 'owner') return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
        Report this club
      </Button>
      {reporting ? <ReportDialog kind="club" target={club._id} open onClose={() => setReporting(false)} /> : null}
    </>
  );
}

function ClubSettings({ club }: { club: Club }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Edit the club
      </Button>
      {editing ? <EditClub club={club} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

function Members({ club }: { club: Club }) {
  const members = useQuery(membersQuery(club._id));
  const viewerId = useSession((s) => s.user?._id);
  const actions = useMemberActions(club._id);
  const [confirm, confirmDialog] = useConfirm();
  const role = club.viewer.state === 'member' ? club.viewer.role : null;
  if (members.isPending) return <Spinner label="Loading the members" />;
  if (members.isError) return <p role="alert">{errorMessage(members.error, 'The members could not be loaded.')}</p>;

  const act = async <T,>(
    mutation: { mutate: (input: T, options: { onSuccess: () => void; onError: (error: Error) => void }) => void },
    input: T,
    done: string,
    fallback: string,
    question?: { message: string; confirmLabel: string },
  ) => {
    if (question && !(await confirm(question.message, { confirmLabel: question.confirmLabel }))) return;
    mutation.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(error, fallback)),
    });
  };

  return (
    <>
      <ul className="club-members">
        {members.data.items.map((m) => {
          const name = m.reader.username;
          const memberRole = m.role ?? 'member';
          // Moderators manage members; only the owner manages moderators; nobody manages the owner or themselves.
          const manages =
            m.reader.id !== viewerId &&
            memberRole !== 'owner' &&
            (role === 'owner' || (role === 'moderator' && memberRole === 'member'));
          return (
            <li key={m.reader.id} className="club-member">
              <span>
                {name} <StatusBadge status={memberRole} label={ROLES[memberRole]} tone="grey" />
              </span>
              {manages ? (
                <span className="club-member__actions">
                  {role === 'owner' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={memberRole === 'moderator' ? `Make member: ${name}` : `Make moderator: ${name}`}
                      onClick={() =>
                        void act(
                          actions.setRole,
                          { username: name, role: memberRole === 'moderator' ? 'member' : 'moderator' },
                          memberRole === 'moderator' ? `${name} is a member now` : `${name} is a moderator now`,
                          'The role could not be changed.',
                        )
                      }
                    >
                      {memberRole === 'moderator' ? 'Make member' : 'Make moderator'}
                    </Button>
                  ) : null}
                  {role === 'owner' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Hand over to ${name}`}
                      onClick={() =>
                        void act(
                          actions.handOver,
                          name,
                          `${name} owns ${club.name} now`,
                          'The club could not be handed over.',
                          {
                            message: `Hand ${club.name} over to ${name}? They become its owner; you stay on as a moderator.`,
                            confirmLabel: 'Hand over',
                          },
                        )
                      }
                    >
                      Hand over
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      void act(
                        actions.remove,
                        name,
                        `${name} is no longer a member`,
                        'The member could not be removed.',
                        {
                          message: `Remove ${name} from ${club.name}? They can join again.`,
                          confirmLabel: 'Remove',
                        },
                      )
                    }
                  >
                    Remove
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Ban ${name}`}
                    onClick={() =>
                      void act(
                        actions.ban,
                        name,
                        `${name} is banned from ${club.name}`,
                        'The reader could not be banned.',
                        {
                          message: `Ban ${name} from ${club.name}? They cannot join or ask to join again.`,
                          confirmLabel: 'Ban',
                        },
                      )
                    }
                  >
                    Ban
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {confirmDialog}
    </>
  );
}

function Schedule({ club, basePath, sectionId }: { club: Club; basePath: string; sectionId?: string }) {
  const schedule = useQuery(scheduleQuery(club._id));
  const signedIn = useSession((s) => Boolean(s.user));
  const member = club.viewer.state === 'member';
  if (schedule.isPending) return <Spinner label="Loading the schedule" />;
  if (schedule.isError) return <p role="alert">{errorMessage(schedule.error, 'The schedule could not be loaded.')}</p>;
  const { book, sections, progress } = schedule.data;
  if (!book) return <p className="clubs-muted">The club has not chosen its next book yet.</p>;
  return (
    <>
      <p>
        Reading <strong>{book.title}</strong>
        {signedIn ? ` · you are at ${Math.round(progress * 100)}%` : ''}
      </p>
      {signedIn ? <ProgressForm clubId={club._id} book={book} /> : null}
      <ol className="club-sections">
        {sections.map((s) => (
          <li key={s._id} className="club-section" data-testid="club-section">
            <Link
              to={`${basePath}/${club._id}/sections/${s._id}`}
              aria-current={s._id === sectionId ? 'page' : undefined}
            >
              {s.title}
            </Link>{' '}
            <span className="clubs-muted">
              to {s.until}
              {s.dueDate ? ` · by ${new Date(s.dueDate).toLocaleDateString()}` : ''} ·{' '}
              {s.open ? `${s.postCount === 1 ? '1 post' : `${s.postCount} posts`}` : 'waiting for your progress'}
              {s.open && s.unread ? ` · ${s.unread} unread` : ''}
            </span>
          </li>
        ))}
      </ol>
      {sectionId ? (
        <SectionThread
          key={sectionId}
          clubId={club._id}
          sectionId={sectionId}
          member={member}
          moderator={member && (club.viewer.role === 'owner' || club.viewer.role === 'moderator')}
        />
      ) : null}
    </>
  );
}

/** A club's page: about, members, joining, the current read with its schedule and threads, past reads. */
export function ClubPage({ basePath }: { basePath: string }) {
  const { id = '', sectionId } = useParams();
  const club = useQuery(clubQuery(id));
  usePageTitle(club.data?.name ?? 'Book club');

  if (club.isPending) return <Spinner label="Loading the club" />;
  if (club.isError)
    return (
      <EmptyState
        headingLevel={1}
        title="Club not found"
        message={errorMessage(club.error, 'This club does not exist or was deleted.')}
        action={<LinkButton to={basePath}>Back to clubs</LinkButton>}
      />
    );
  const data = club.data;
  const content = data.visibility === 'public' || data.viewer.state === 'member';

  return (
    <article className="club-page">
      {/* React places it in the document's head: search engines leave private clubs out. */}
      {data.visibility === 'private' ? <meta name="robots" content="noindex" /> : null}
      <PageHeader
        title={data.name}
        subtitle={`${membersText(data.memberCount)} · ${data.visibility === 'private' ? 'Private club' : 'Public club'}`}
        actions={<MembershipActions club={data} />}
      />
      <Card as="section" aria-labelledby="club-about">
        {data.coverImage ? <img className="club-cover" src={data.coverImage} alt="" /> : null}
        <h2 id="club-about">About</h2>
        <p>{data.description || 'No description yet.'}</p>
        {data.owner ? <p className="clubs-muted">Started by {data.owner.username}</p> : null}
        <ReportClub club={data} />
      </Card>
      {content ? (
        <>
          <Card as="section" aria-labelledby="club-read">
            <h2 id="club-read">Current read</h2>
            <Schedule club={data} basePath={basePath} sectionId={sectionId} />
          </Card>
          <Card as="section" aria-labelledby="club-members">
            <h2 id="club-members">Members ({data.memberCount})</h2>
            <Members club={data} />
          </Card>
          {data.viewer.state === 'member' && (data.viewer.role === 'owner' || data.viewer.role === 'moderator') ? (
            <Card as="section" aria-labelledby="club-moderation">
              <h2 id="club-moderation">Moderation</h2>
              <ClubSettings club={data} />
              <ModeratorTools clubId={data._id} />
            </Card>
          ) : null}
          {data.pastReads?.length ? (
            <Card as="section" aria-labelledby="club-past">
              <h2 id="club-past">Past reads</h2>
              <ul>
                {data.pastReads.map((read) => (
                  <li key={read.book}>
                    {read.title} · finished {new Date(read.finishedAt).toLocaleDateString()}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </>
      ) : (
        <p className="clubs-muted" data-testid="club-private-note">
          This club&apos;s discussion, members and schedule are for its members.
        </p>
      )}
    </article>
  );
}
