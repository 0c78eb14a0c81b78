import { schemaErrors } from '../../lib/field-errors.ts';
import { ENTITIES, type EntityDef, imageFields, keepsHistory, type LeadName } from '../../lib/entities.ts';
import { acceptedImages, TOASTS } from '../../lib/messages.ts';
import { uploadLimitMb } from '../lib/upload-limit.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { nameOf } from '../../lib/history.ts';
import { CellText, cellContent, DateTimeText } from '../components/CellText.tsx';
import { Thumbnail } from '../components/Thumbnail.tsx';
import { ScheduleBadge, ScheduleTabs } from '../components/Schedule.tsx';
import { hasSchedule } from '../../lib/schemas/schedule.ts';
import { formFields } from './form-fields.ts';
import type { AdminRecord, Column, FormValue, FormValues, Mode, Resource } from './types.ts';

// The building blocks the resource descriptions are made of: columns, validation, payloads.

export const str = (v: unknown) => (v == null ? '' : String(v));
export const col = (label: string, field: string, extra: Partial<Column> = {}): Column => ({
  label,
  render: (r) => str(r[field]) || '—',
  sort: field,
  ...extra,
});

export const thumb: Column = {
  label: 'Image',
  render: (r) => <Thumbnail name={str(r.image)} alt={str(r.name || r.title)} />,
  className: 'w-20',
};

/** What a record is called in running text (labels, Recently deleted): its name, title or question, else its id. */
export const recordName = (r: Record<string, unknown>) => nameOf(r) || str(r._id);

/** A list's columns with a 'Hidden' mark beside the name of each hidden record. */
export const withHiddenMark = (columns: Column[]): Column[] =>
  columns.map((c) =>
    c.primary
      ? {
          ...c,
          render: (r) => (
            <span className="inline-flex max-w-full flex-wrap items-center gap-2">
              {cellContent(c.render(r))}
              {r.hidden === true && <span className="badge badge-amber">Hidden</span>}
              <ScheduleBadge record={r} />
            </span>
          ),
        }
      : c,
  );

export const textValues = (values: FormValues, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, str(values[n])]));

const listValue = (value: FormValue | undefined) =>
  (Array.isArray(value) ? value : []).map((v) => v.trim()).filter(Boolean);

/** What the form holds, as the API takes it: text trimmed, lists without empty entries, yes/no as booleans. */
function entityInput(def: EntityDef, values: FormValues) {
  return Object.fromEntries(
    Object.entries(def.fields)
      .map(([name, kind]) => [
        name,
        kind === 'bool' ? Boolean(values[name]) : kind === 'list' ? listValue(values[name]) : str(values[name]).trim(),
      ])
      // An empty moment of a schedule (issue 31) is left out: absent is no schedule, as before there were any.
      .filter(([name, value]) => !(value === '' && (name === 'publishAt' || name === 'unpublishAt'))),
  );
}

/** Validation of an entity's schema, plus the image that a new record needs (spec §5). */
function entityValidate(def: EntityDef) {
  return (values: FormValues, mode: Mode) => {
    const errors = schemaErrors(def.schema, entityInput(def, values));
    if (!def.image) return errors;
    // A notice of text only needs no image (EntityDef.imageUnless); anything else does.
    const imageless = def.imageUnless !== undefined && String(values[def.imageUnless] ?? '').trim() !== '';
    if (mode === 'add' && !(values.image instanceof File) && !imageless) errors.image = 'Please choose an image';
    const accepted = acceptedImages(uploadLimitMb());
    for (const field of imageFields(def)) {
      const file = values[field];
      if (file instanceof File && file.type && !file.type.startsWith('image/'))
        errors[field] = `This file is not an image. ${accepted}`;
      if (file instanceof File && file.size > uploadLimitMb() * 1024 * 1024)
        errors[field] = `The image is too large. ${accepted}`;
    }
    return errors;
  };
}

/**
 * Multipart with the image, or existingImage when an edit keeps the current one (spec §5). The
 * entities with an image have text and yes/no fields only.
 */
function multipart(def: EntityDef) {
  return (values: FormValues, mode: Mode, record?: AdminRecord) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entityInput(def, values))) form.append(name, String(value));
    for (const field of imageFields(def)) {
      const value = values[field];
      const keep = field === 'image' ? 'existingImage' : 'existingImageNe';
      if (value instanceof File) form.append(field, value);
      // The Nepali image removed ('' in the form): sent empty, so the server forgets it.
      else if (value === '' && field !== 'image') form.append(keep, '');
      else if (mode === 'edit' && record?.[field]) form.append(keep, str(record[field]));
    }
    return form;
  };
}

/** What the entity registry already says about an entity: its API path, words and toasts. */
function fromEntity(key: keyof typeof TOASTS & keyof typeof ENTITIES) {
  const def = ENTITIES[key];
  return {
    api: `/api/${def.path}`,
    word: def.word,
    plural: def.plural,
    toasts: TOASTS[key],
    newestFirst: def.newestFirst,
    ordered: def.ordered,
    history: keepsHistory(def),
  };
}

/** The description's own part: what the entity registry and the kind of resource don't give. */
type Own = Omit<Resource, 'api' | 'word' | 'plural' | 'toasts' | 'newestFirst' | 'image' | 'validate' | 'payload'>;

/**
 * Content the editors manage (sliders, notices, testimonials, plans, FAQs, areas): its form is its
 * schema's (./form-fields.ts), sent as multipart when it has an image, as JSON otherwise.
 * `words` are what staff read for the values of a select or a group of choices.
 */
export function contentResource(
  key: 'slider' | 'notice' | 'testimonial' | 'plan' | 'faq' | 'area' | 'help',
  own: Omit<Own, 'fields'>,
  words?: Record<string, string>,
): Resource {
  const def: EntityDef = ENTITIES[key];
  return {
    ...own,
    ...fromEntity(key),
    // Scheduled content (issue 31): its list filters by the window's state.
    ...(hasSchedule(def.fields) && !own.toolbar ? { toolbar: ScheduleTabs } : {}),
    image: def.image,
    fields: formFields(def.schema, {
      image: def.image,
      imageNe: def.imageNe,
      imageOptional: def.imageUnless !== undefined,
      words,
    }),
    validate: entityValidate(def),
    payload: def.image ? multipart(def) : (values) => entityInput(def, values),
    preview: def.published,
  };
}

/**
 * A person's ways of contact in one cell, one under the other (an email over a phone number): one column
 * instead of two, so the text that says what the visitor wants has room at 1280 px.
 */
export const contactColumn = (label: string, fields: string[], extra: Partial<Column> = {}): Column => ({
  label,
  render: (r) => {
    const values = fields.map((field) => str(r[field])).filter(Boolean);
    if (values.length === 0) return '—';
    return (
      <span className="flex flex-col">
        {values.map((value) => (
          <CellText key={value} text={value} />
        ))}
      </span>
    );
  },
  sort: fields[0],
  ...extra,
});

export const created: Column = {
  label: 'Created',
  render: (r) => <DateTimeText text={formatDateTime(r.createdAt)} />,
  sort: 'createdAt',
};

/** A visitor's submission: viewed and deleted, never edited (bookings, contact messages, referrals). */
export function submissionResource(key: LeadName | 'ticket', own: Own): Resource {
  return { ...own, ...fromEntity(key), image: false };
}

export function Features({ list }: { list: unknown }) {
  const features = Array.isArray(list) ? list.map(String) : [];
  if (!features.length) return <span className="text-slate-500">—</span>;
  const shown = features.slice(0, 2).join(', ');
  return (
    <span title={features.join('\n')}>
      <CellText text={shown} />
      {features.length > 2 && <span className="text-slate-500"> +{features.length - 2} more</span>}
    </span>
  );
}
