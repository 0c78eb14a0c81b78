import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { acceptedImages } from '../../lib/messages.ts';
import { fetcher } from '../lib/api.ts';
import { FocalPicker } from './FocalPicker.tsx';
import { setUploadLimitMb, uploadLimitMb } from '../lib/upload-limit.ts';

interface Props {
  /** the form field's name and label (the image, or the Nepali image) */
  name?: string;
  label?: string;
  file: File | null;
  current?: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (file: File | null) => void;
  /** the focal point (percent, '' the centre), set by clicking the preview; none: a plain preview */
  focal?: { x: string; y: string };
  onFocal?: (x: string, y: string) => void;
  /** the current image is to be removed on save (an optional image) */
  removed?: boolean;
  /** offered for an optional image: remove the current one, or undo that */
  onRemove?: (removed: boolean) => void;
}

/** Chooses an image and previews it before upload; on edit it shows the image being kept. */
export function ImageInput(props: Props) {
  const { name = 'image', label = 'Image', file, invalid, describedBy, onChange, focal, onFocal } = props;
  const { removed = false, onRemove } = props;
  const current = removed ? undefined : props.current;
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const { data: limit } = useSWR<{ maxUploadMb: number }>('/api/upload-limit', fetcher);
  useEffect(() => {
    if (limit) setUploadLimitMb(limit.maxUploadMb);
  }, [limit]);
  // A HEIC photo (an iPhone's) has no preview in most browsers; the server turns it into a JPEG.
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    setUnreadable(false);
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? (current ? `/uploads/${encodeURIComponent(current)}` : null);
  // Another picture has its subject elsewhere: its focal point starts in the centre again.
  const choose = (next: File | null) => {
    onChange(next);
    if (focal && (focal.x !== '' || focal.y !== '')) onFocal?.('', '');
  };
  const alt = file ? 'Preview of the chosen image' : 'Current image';

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {focal && onFocal && shown && !unreadable ? (
        <div className="w-full shrink-0 sm:w-auto sm:max-w-[60%]">
          <FocalPicker
            src={shown}
            alt={alt}
            x={focal.x}
            y={focal.y}
            onChange={onFocal}
            onError={() => file && setUnreadable(true)}
          />
        </div>
      ) : (
        <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 sm:w-44">
          {unreadable ? (
            <span className="px-2 text-center text-xs text-slate-600">
              This browser cannot preview this photo; it is converted when you save.
            </span>
          ) : shown ? (
            <img
              onError={() => file && setUnreadable(true)}
              src={shown}
              alt={alt}
              className="h-full w-full object-contain"
            />
          ) : (
            <span className="text-xs text-slate-500">No image chosen</span>
          )}
        </div>
      )}
      <div className="min-w-0 space-y-2">
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-label={label}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        {file && (
          <p className="truncate text-xs text-slate-500">
            {file.name} · {formatBytes(file.size)}{' '}
            <button
              type="button"
              className="ml-1 font-medium text-brand-600 hover:underline"
              onClick={() => choose(null)}
            >
              Remove
            </button>
          </p>
        )}
        {!file && current && (
          <p className="text-xs text-slate-500">
            Showing the current image.
            {onRemove && (
              <button
                type="button"
                className="ml-1 font-medium text-brand-600 hover:underline"
                onClick={() => onRemove(true)}
              >
                Remove it
              </button>
            )}
          </p>
        )}
        {!file && removed && props.current && (
          <p className="text-xs text-slate-600">
            The current image is removed when you save.
            <button
              type="button"
              className="ml-1 font-medium text-brand-600 hover:underline"
              onClick={() => onRemove?.(false)}
            >
              Undo
            </button>
          </p>
        )}
        <p className="text-xs text-slate-500">{acceptedImages(limit?.maxUploadMb ?? uploadLimitMb())}</p>
      </div>
    </div>
  );
}

const formatBytes = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
