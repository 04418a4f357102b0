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
import { descriptionRules, nameRules, VISIBILITIES, type ClubFields } from '../../common/club-fields';
import { useStartClub } from './api/start-club-mutations';

/** Starting a club (signed-in readers only: the shell guards this prefix as the manifest entry says). */
export function StartClub({ basePath }: { basePath: string }) {
  usePageTitle('Start a club');
  const navigate = useNavigate();
  const start = useStartClub();
  const form = useForm<ClubFields>({ defaultValues: { name: '', description: '', visibility: 'public' } });
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
        <TextField label="Name" required {...field('name', nameRules)} />
        <TextArea
          label="Description"
          rows={4}
          hint="What the club reads and how it talks about it (optional)."
          {...field('description', descriptionRules)}
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
