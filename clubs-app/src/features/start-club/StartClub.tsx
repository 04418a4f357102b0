import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@book/core';
import {
  Button,
  LinkButton,
  PageHeader,
  SelectField,
  TextArea,
  TextField,
  formFields,
  usePageTitle,
} from '@book/shared-ui';
import { useStartClub } from './api/start-club-mutations';

interface StartClubForm {
  name: string;
  description: string;
  visibility: 'public' | 'private';
}

const VISIBILITIES = [
  { value: 'public', label: 'Public: any reader can join' },
  { value: 'private', label: 'Private: readers join by invitation or request' },
];

/** Starting a club (signed-in readers only: the shell guards this prefix as the manifest entry says). */
export function StartClub({ basePath }: { basePath: string }) {
  usePageTitle('Start a club');
  const navigate = useNavigate();
  const start = useStartClub();
  const form = useForm<StartClubForm>({ defaultValues: { name: '', description: '', visibility: 'public' } });
  const field = formFields(form);

  const submit = form.handleSubmit(async ({ name, description, visibility }) => {
    try {
      const club = await start.mutateAsync({ name: name.trim(), description: description.trim(), visibility });
      toast.success(`${club.name} is open`);
      navigate(`${basePath}/${club._id}`);
    } catch (error) {
      toast.error(errorMessage(error, 'The club could not be started. Please try again.'));
    }
  });

  return (
    <section className="start-club">
      <PageHeader title="Start a club" subtitle="Name it, say what it reads, choose who may join." />
      <form className="clubs-form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          required
          {...field('name', {
            validate: (value) => {
              if (!value.trim()) return 'Give your club a name';
              if (value.trim().length > 100) return 'A club name has at most 100 characters';
              return true;
            },
          })}
        />
        <TextArea
          label="Description"
          rows={4}
          hint="What the club reads and how it talks about it (optional)."
          {...field('description', {
            maxLength: { value: 2000, message: 'A description has at most 2,000 characters' },
          })}
        />
        <SelectField label="Who can join" options={VISIBILITIES} {...field('visibility')} />
        <div className="clubs-form__actions">
          <Button type="submit" busy={start.isPending} busyLabel="Starting…">
            Start the club
          </Button>
          <LinkButton to={basePath} variant="secondary">
            Back to clubs
          </LinkButton>
        </div>
      </form>
    </section>
  );
}
