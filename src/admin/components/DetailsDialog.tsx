import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { CloseButton } from './CloseButton.tsx';

interface Props {
  resource: Resource;
  record: AdminRecord;
  deleting: boolean;
  /** none: the role may not delete */
  onDelete?: () => void;
  onClose: () => void;
  /** the records before and after this one in the list as shown, and where this one stands */
  onPrevious?: () => void;
  onNext?: () => void;
  place?: string;
}

/** Every field of a submission (booking, contact message, referral), readable on a phone. */
export function DetailsDialog({ resource, record, deleting, onDelete, onClose, onPrevious, onNext, place }: Props) {
  const Extra = resource.detailsExtra;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const titleId = `details-${record._id}`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      onKeyDown={(e) => {
        // The arrow keys page through the list, except while typing (a note).
        if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement) return;
        if (e.key === 'ArrowLeft' && onPrevious) onPrevious();
        if (e.key === 'ArrowRight' && onNext) onNext();
      }}
      className="m-auto w-full max-w-lg rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50 max-sm:mb-0 max-sm:max-w-none max-sm:rounded-b-none"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
          {resource.singular} details
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          {place && (
            <>
              <span className="mr-1 text-xs whitespace-nowrap text-slate-500 tabular-nums">{place}</span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={onPrevious} disabled={!onPrevious}>
                <span aria-hidden="true">‹</span>
                <span className="max-sm:sr-only">Previous</span>
                <span className="sr-only"> {resource.word}</span>
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={onNext} disabled={!onNext}>
                <span className="max-sm:sr-only">Next</span>
                <span className="sr-only"> {resource.word}</span>
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
          <CloseButton
            label="Close"
            onClick={onClose}
            className="ml-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-600"
          />
        </div>
      </div>
      {/* Focusable: on a phone the fields scroll, and a keyboard must reach them where nothing in them takes focus. */}
      <dl
        tabIndex={0}
        className="max-h-[65vh] divide-y divide-slate-100 overflow-y-auto px-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {resource.details!.map(([field, label, format = (v: unknown) => String(v ?? '')]) => (
          <div key={field} className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-wrap text-slate-900 sm:col-span-2">
              {format(record[field]) || <span className="text-slate-500">—</span>}
            </dd>
          </div>
        ))}
        <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-500">Received</dt>
          <dd className="text-sm text-slate-900 sm:col-span-2">{formatDateTime(record.createdAt)}</dd>
        </div>
        {Extra && <Extra resource={resource} record={record} />}
      </dl>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        {onDelete && (
          <button type="button" className="btn btn-danger" onClick={onDelete} disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
        )}
      </div>
    </dialog>
  );
}
