import type { AdminRecord, Resource } from '../resources/types.ts';

interface Props {
  resource: Resource;
  record: AdminRecord;
  /** given, the record opens in the edit form; otherwise in the details view */
  onEdit?: (record: AdminRecord) => void;
  onView: (record: AdminRecord) => void;
  /** none: the role may not delete (the row has no Delete) */
  onDelete?: (record: AdminRecord) => void;
  deleting: boolean;
}

/** A row's buttons: Edit (or View, for what is not edited) and Delete. */
export function RowActions({ resource, record, onEdit, onView, onDelete, deleting }: Props) {
  const [verb, open] = onEdit ? ['Edit', onEdit] : ['View', onView];
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => open(record)}
        aria-label={`${verb} ${resource.word}`}
      >
        {verb}
      </button>
      {onDelete && (
        <button
          type="button"
          className="btn btn-danger btn-sm"
          onClick={() => onDelete(record)}
          disabled={deleting}
          aria-label={`Delete ${resource.word}`}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      )}
    </>
  );
}
