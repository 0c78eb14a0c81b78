import { z } from 'zod';
import { hidden, nepali, required } from '../fields.ts';

/** What an area can be served with (issue 15), in the order pages list them. */
export const AREA_SERVICES = ['home', 'sme', 'dedicated', 'iptv', 'wireless'] as const;
export type AreaService = (typeof AREA_SERVICES)[number];
export const AREA_STATUSES = ['available', 'coming-soon'] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];
/** Which outage limit of Nepal's quality-of-service rules applies (src/lib/compensation.ts). */
export const AREA_KINDS = ['urban', 'remote'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** A list of services from JSON (an array) or a form or CSV cell ('home; iptv', 'home iptv', 'home,iptv'). */
const services = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;|]+/).filter(Boolean) : v == null ? [] : v),
  z
    .array(z.enum(AREA_SERVICES, { error: `Each service must be one of: ${AREA_SERVICES.join(', ')}` }), {
      error: 'Services must be a list',
    })
    // The same service twice is one service; kept in the pages' order.
    .transform((list) => AREA_SERVICES.filter((s) => list.includes(s))),
);

export const areaSchema = z
  .object({
    name: required('Name', 100).meta({ placeholder: 'e.g. Itahari-6' }),
    name_ne: nepali('Name', 100).meta({ placeholder: 'e.g. इटहरी-६' }),
    district: required('District', 100).meta({ placeholder: 'e.g. Sunsari' }),
    district_ne: nepali('District', 100).meta({
      hint: 'Leave empty for any of Nepal’s 77 districts: the site knows their Nepali names.',
    }),
    status: z
      .enum(AREA_STATUSES, { error: `Status must be one of: ${AREA_STATUSES.join(', ')}` })
      .meta({ label: 'Status' }),
    services: services.meta({ label: 'Services', hint: 'An available area needs at least one.' }),
    kind: z
      .enum(AREA_KINDS, { error: `Area type must be one of: ${AREA_KINDS.join(', ')}` })
      .default('urban')
      .meta({ label: 'Area type', hint: 'Urban or remote: which outage limit of Site settings › Regulator applies.' }),
    hidden: hidden(),
  })
  // An available area answers 'which services': it must name at least one.
  .refine((a) => a.status !== 'available' || a.services.length > 0, {
    path: ['services'],
    message: 'An available area needs at least one service',
  });
