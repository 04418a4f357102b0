import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button, Spinner, TextField } from '@book/shared-ui';
import { requestsQuery, scheduleQuery } from './api/club-queries';
import { useModeration } from './api/club-mutations';
import { ScheduleEditor } from './ScheduleEditor';

/** A moderator's tools on the club's page: the requests to join, accepted one by one, and inviting a reader. */
export function ModeratorTools({ clubId }: { clubId: string }) {
  const requests = useQuery(requestsQuery(clubId));
  const { accept, invite } = useModeration(clubId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const schedule = useQuery(scheduleQuery(clubId));
  const [editing, setEditing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return setError('Enter the username of the reader to invite');
    setError(undefined);
    try {
      await invite.mutateAsync(name);
      toast.success(`${name} is invited`);
      setUsername('');
    } catch (failure) {
      toast.error(errorMessage(failure, 'The invitation could not be sent.'));
    }
  };

  return (
    <>
      <h3>Schedule</h3>
      {editing && schedule.data ? (
        <ScheduleEditor clubId={clubId} schedule={schedule.data} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" disabled={!schedule.data} onClick={() => setEditing(true)}>
          {schedule.data?.book ? 'Edit the schedule' : 'Choose the book and its sections'}
        </Button>
      )}
      <h3>Requests to join</h3>
      {requests.isPending ? (
        <Spinner label="Loading the requests" />
      ) : requests.isError ? (
        <p role="alert">{errorMessage(requests.error, 'The requests could not be loaded.')}</p>
      ) : requests.data.items.length === 0 ? (
        <p className="clubs-muted">No one is asking to join.</p>
      ) : (
        <ul className="club-members" aria-label="Requests to join">
          {requests.data.items.map((r) => (
            <li key={r.reader.id}>
              {r.reader.username}{' '}
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Accept ${r.reader.username}`}
                onClick={() =>
                  accept.mutate(r.reader.username, {
                    onSuccess: () => toast.success(`${r.reader.username} is a member now`),
                    onError: (failure) => toast.error(errorMessage(failure, 'The request could not be accepted.')),
                  })
                }
              >
                Accept
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="club-progress" onSubmit={submit} noValidate>
        <TextField
          label="Invite a reader by username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={error}
        />
        <Button type="submit" busy={invite.isPending} busyLabel="Inviting…">
          Invite
        </Button>
      </form>
    </>
  );
}
