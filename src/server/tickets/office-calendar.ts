import type { OfficeCalendar } from '../../lib/office-hours.ts';
import type { Db } from '../db/index.ts';
import { readSettings } from '../settings/store.ts';

/** The office hours and public holidays of Admin › Site settings, as the ticket clock counts in them (issue 42). */
export async function officeCalendar(db: Db): Promise<OfficeCalendar> {
  const { openingHours, holidays } = await readSettings(db);
  return { week: openingHours, holidays };
}
