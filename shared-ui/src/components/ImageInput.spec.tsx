import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from '@book/core';
import { ImageInput } from './ImageInput';

jest.mock('@book/core', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const createObjectURL = jest.fn(() => 'blob:preview');
const revokeObjectURL = jest.fn();
Object.assign(URL, { createObjectURL, revokeObjectURL });

interface Seen {
  value: string[];
  file: Array<File | null>;
  removed: string[];
}

function Host({ initial = '', seen }: { initial?: string; seen: Seen }) {
  const [value, setValue] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageInput
      label="Cover Image"
      value={value}
      onChange={(v) => {
        seen.value.push(v);
        setValue(v);
      }}
      file={file}
      onFileChange={(f) => {
        seen.file.push(f);
        setFile(f);
      }}
      onRemove={(url) => seen.removed.push(url)}
      hint="PNG, JPG, GIF up to 5MB"
    />
  );
}

const newSeen = (): Seen => ({ value: [], file: [], removed: [] });
const png = (size = 1000) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });

describe('ImageInput', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts in URL mode for an http value and previews direct image links only', async () => {
    const seen = newSeen();
    render(<Host initial="https://example.com/a.jpg" seen={seen} />);
    expect(screen.getByRole('button', { name: 'Image URL' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Cover Image preview' })).toHaveAttribute(
      'src',
      'https://example.com/a.jpg',
    );
    const input = screen.getByLabelText('Cover Image URL');
    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com/page');
    expect(screen.queryByRole('img', { name: 'Cover Image preview' })).toBeNull();
  });

  it('starts in upload mode otherwise and previews a saved relative URL', () => {
    render(<Host initial="/api/uploads/x.png" seen={newSeen()} />);
    expect(screen.getByRole('button', { name: 'Upload Image' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Cover Image')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('img', { name: 'Cover Image preview' })).toHaveAttribute('src', '/api/uploads/x.png');
  });

  it('accepts an image file and previews it; Remove discards it', async () => {
    const seen = newSeen();
    render(<Host seen={seen} />);
    const file = png();
    await userEvent.upload(screen.getByLabelText('Cover Image'), file);
    expect(seen.file).toEqual([file]);
    expect(screen.getByRole('img', { name: 'Cover Image preview' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(seen.file).toEqual([file, null]);
    expect(seen.removed).toEqual([]);
  });

  it('refuses a non-image and a file of 5 MB or more with the spec toasts', async () => {
    const seen = newSeen();
    render(<Host seen={seen} />);
    const input = screen.getByLabelText('Cover Image');
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(toast.error).toHaveBeenCalledWith('Please select a valid image file');
    await userEvent.upload(input, png(5 * 1024 * 1024 + 1));
    expect(toast.error).toHaveBeenCalledWith('Image size should be less than 5MB');
    expect(seen.file).toEqual([]);
  });

  it('switching to upload clears the value; switching mode discards the chosen file', async () => {
    const seen = newSeen();
    render(<Host initial="https://example.com/a.jpg" seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(seen.value).toEqual(['']);
    await userEvent.upload(screen.getByLabelText('Cover Image'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Image URL' }));
    expect(seen.file[seen.file.length - 1]).toBeNull();
    expect(screen.queryByRole('img', { name: 'Cover Image preview' })).toBeNull();
  });

  it('Remove of a saved image calls onRemove and clears the value', async () => {
    const seen = newSeen();
    render(<Host initial="/api/uploads/x.png" seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(seen.removed).toEqual(['/api/uploads/x.png']);
    expect(seen.value).toEqual(['']);
    expect(screen.queryByRole('img', { name: 'Cover Image preview' })).toBeNull();
  });

  it('describes the field with its error and hint', () => {
    render(
      <ImageInput
        label="Cover Image"
        value=""
        onChange={jest.fn()}
        file={null}
        onFileChange={jest.fn()}
        error="Cover image is required"
      />,
    );
    const input = screen.getByLabelText('Cover Image');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Cover image is required');
  });
});
