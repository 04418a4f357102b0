import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { toast } from '@book/core';
import { checkImageFile, isDirectImageUrl } from '../validation/validation';
import { Button } from './Button';
import { cx } from './cx';
import { FieldMessages } from './field-parts';

export type ImageSourceMode = 'upload' | 'url';

export interface ImageInputProps {
  label: string;
  /** The current image URL (saved or typed). */
  value: string;
  onChange: (url: string) => void;
  /** The file chosen for upload (uploaded by the caller on submit). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
  hint?: ReactNode;
  /** Called with the saved URL when the user removes it, so the caller can delete it on the server. */
  onRemove?: (url: string) => void;
  /** Toast texts of the image file check (spec 5, admin forms by default). */
  invalidTypeMessage?: string;
  tooLargeMessage?: string;
  disabled?: boolean;
  className?: string;
}

export function initialImageMode(value: string): ImageSourceMode {
  return value.startsWith('http') ? 'url' : 'upload';
}

/**
 * The cover / profile image field of the admin forms (spec 4 "Cover image source mode", spec 5 "Image file
 * check" and "Image URL preview"): a toggle between Upload Image and Image URL, a preview, a Remove button.
 */
export function ImageInput({
  label,
  value,
  onChange,
  file,
  onFileChange,
  error,
  hint,
  onRemove,
  invalidTypeMessage = 'Please select a valid image file',
  tooLargeMessage = 'Image size should be less than 5MB',
  disabled = false,
  className,
}: ImageInputProps) {
  const base = `ui-image-${useId().replace(/:/g, '')}`;
  const [mode, setMode] = useState<ImageSourceMode>(() => initialImageMode(value));
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  const filePreview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (filePreview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(filePreview);
    },
    [filePreview],
  );

  const switchTo = (next: ImageSourceMode) => {
    if (next === mode) return;
    setMode(next);
    if (file) onFileChange(null);
    if (fileInput.current) fileInput.current.value = '';
    if (next === 'upload') onChange('');
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (!picked) return;
    const problem = checkImageFile(picked);
    if (problem) {
      toast.error(problem === 'type' ? invalidTypeMessage : tooLargeMessage);
      event.target.value = '';
      return;
    }
    onFileChange(picked);
  };

  const remove = () => {
    if (file) {
      onFileChange(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (value) {
      onRemove?.(value);
      onChange('');
    }
  };

  const uploadPreview = filePreview ?? (value || null);
  const urlPreview = mode === 'url' && isDirectImageUrl(value) ? value : null;
  const preview = mode === 'upload' ? uploadPreview : urlPreview;

  return (
    <fieldset className={cx('ui-image-input', className)} disabled={disabled}>
      <legend className="ui-field__label ui-image-input__legend">{label}</legend>
      <div className="ui-segmented" role="group" aria-label={`${label} source`}>
        <button type="button" aria-pressed={mode === 'upload'} onClick={() => switchTo('upload')}>
          Upload Image
        </button>
        <button type="button" aria-pressed={mode === 'url'} onClick={() => switchTo('url')}>
          Image URL
        </button>
      </div>
      {mode === 'upload' ? (
        <div className="ui-field" key="upload">
          <label htmlFor={`${base}-file`} className="ui-visually-hidden">
            {label}
          </label>
          <input
            ref={fileInput}
            id={`${base}-file`}
            type="file"
            accept="image/*"
            className="ui-input"
            onChange={onPick}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      ) : (
        <div className="ui-field" key="url">
          <label htmlFor={`${base}-url`} className="ui-visually-hidden">
            {`${label} URL`}
          </label>
          <input
            id={`${base}-url`}
            type="url"
            inputMode="url"
            className="ui-input"
            value={value}
            placeholder="https://example.com/image.jpg"
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
      <FieldMessages ids={{ errorId, hintId }} error={error} hint={hint} />
      {preview ? (
        <div className="ui-image-input__preview">
          <img src={preview} alt={`${label} preview`} />
          <Button variant="secondary" size="sm" onClick={remove}>
            Remove
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
