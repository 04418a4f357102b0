import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled and shows its error', () => {
    render(<TextArea label="Content" error="Content is required" />);
    const area = screen.getByLabelText('Content');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Content is required');
  });

  it('counts characters when uncontrolled', async () => {
    render(<TextArea label="Bio" maxLength={500} showCount />);
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bio'), 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Bio" maxLength={10} showCount value="abc" onChange={() => undefined} />);
    expect(screen.getByText('3/10')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxLength', '10');
  });

  it('counts a value set by react-hook-form reset', async () => {
    function Form() {
      const { register, reset } = useForm<{ bio: string }>();
      useEffect(() => reset({ bio: 'Reader' }), [reset]);
      return <TextArea label="Bio" maxLength={500} showCount {...register('bio')} />;
    }
    render(<Form />);
    expect(await screen.findByText('6/500')).toBeInTheDocument();
  });
});
