import { z } from 'zod';
import { nepali, optional, required } from '../fields.ts';
import { AREA_SERVICES } from './area.ts';

// Network status (issue 29): an outage, a slowdown or planned maintenance, with its timeline.

export const INCIDENT_KINDS = ['outage', 'degraded', 'maintenance'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
/** 'scheduled' is maintenance announced and not begun; 'resolved' ends any incident. */
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved', 'scheduled'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** The longest timeline kept on one incident: a day's outage updated every quarter hour fits. */
export const MAX_UPDATES = 200;

const statusEnum = (label: string) =>
  z.enum(INCIDENT_STATUSES, { error: `${label} must be one of: ${INCIDENT_STATUSES.join(', ')}` });

/**
 * An exact moment (regulators count the hours), stored as an ISO 8601 UTC timestamp whatever the
 * zone it was given in; '' when left empty and optional.
 */
const moment = (label: string, mandatory: boolean) =>
  z
    .preprocess(
      (v) => (v == null ? '' : typeof v === 'string' ? v.trim() : v),
      z.string({ error: `${label} must be a date and time` }),
    )
    .transform((v, ctx) => {
      if (v === '') {
        if (mandatory) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return '';
      }
      const time = Date.parse(v);
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    })
    .meta({ label });

/** A list of area names (or services) from JSON, or a form cell ('Itahari-6; Dharan-2'). */
const list = <T extends z.ZodType>(item: T, label: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[;,|\n]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v == null
          ? []
          : v,
    z.array(item, { error: `${label} must be a list` }).max(100, `At most 100 ${label.toLowerCase()}`),
  );

const update = z.object({
  text: required('Update', 2000),
  text_ne: nepali('Update', 2000),
  at: moment('Update time', true),
  status: statusEnum('Update status'),
});
export type IncidentUpdate = z.output<typeof update>;

export const incidentSchema = z
  .object({
    title: required('Title', 200).meta({ placeholder: 'e.g. Fibre cut in Itahari' }),
    title_ne: nepali('Title', 200),
    kind: z
      .enum(INCIDENT_KINDS, { error: `Kind must be one of: ${INCIDENT_KINDS.join(', ')}` })
      .meta({ label: 'Kind' }),
    // Area names as the coverage areas spell them; none means the whole network.
    areas: list(required('Area', 100), 'Areas')
      .transform((names) => [...new Set(names)])
      .meta({ label: 'Areas', hint: 'Leave empty when the whole network is affected.' }),
    services: list(
      z.enum(AREA_SERVICES, { error: `Each service must be one of: ${AREA_SERVICES.join(', ')}` }),
      'Services',
    )
      .transform((chosen) => AREA_SERVICES.filter((s) => chosen.includes(s)))
      .meta({ label: 'Services', hint: 'Leave empty when every service is affected.' }),
    startsAt: moment('Start', true),
    endsAt: moment('End', false),
    status: statusEnum('Status').meta({ label: 'Status' }),
    // Nepal's regulator asks for 72 hours' notice of planned work: a shorter notice says why (issue 49).
    noticeReason: optional('Reason for short notice', 500).meta({
      input: 'textarea',
      hint: 'Required when maintenance is announced less than 72 hours before it starts.',
    }),
    updates: z
      .preprocess(
        (v) => (v == null || v === '' ? [] : v),
        z.array(update, { error: 'Updates must be a list' }).max(MAX_UPDATES, `At most ${MAX_UPDATES} updates`),
      )
      .meta({ label: 'Updates' }),
  })
  .refine((i) => i.kind === 'maintenance' || i.status !== 'scheduled', {
    path: ['status'],
    message: 'Only maintenance can be scheduled',
  })
  .refine((i) => !i.endsAt || !i.startsAt || i.endsAt >= i.startsAt, {
    path: ['endsAt'],
    message: 'The end cannot come before the start',
  });
