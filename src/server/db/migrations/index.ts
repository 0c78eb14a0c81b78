import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';
import * as m0001 from './0001_initial.ts';
import * as m0002 from './0002_list_indexes.ts';
import * as m0003 from './0003_plan_flags.ts';
import * as m0004 from './0004_leads.ts';
import * as m0005 from './0005_editorial.ts';
import * as m0006 from './0006_nepali.ts';
import * as m0007 from './0007_cluster.ts';
import * as m0008 from './0008_coverage.ts';
import * as m0009 from './0009_search_and_keys.ts';
import * as m0019 from './0019_search_text.ts';
import * as m0020 from './0020_testimonial_name_ne.ts';
import * as m0021 from './0021_revoked_tokens.ts';
import * as m0022 from './0022_audit_record_name.ts';
import * as m0023 from './0023_incidents.ts';
import * as m0024 from './0024_tickets.ts';
import * as m0025 from './0025_subscriptions.ts';
import * as m0026 from './0026_speedtest.ts';
import * as m0027 from './0027_ticket_speedtest.ts';
import * as m0028 from './0028_ticket_plan.ts';
import * as m0029 from './0029_user_role.ts';
import * as m0030 from './0030_two_factor.ts';
import * as m0031 from './0031_sessions.ts';
import * as m0032 from './0032_assignment.ts';
import * as m0033 from './0033_schedule.ts';
import * as m0035 from './0035_focal_point.ts';
import * as m0036 from './0036_preview_media.ts';
import * as m0037 from './0037_invitations.ts';
import * as m0038 from './0038_district_ne.ts';
import * as m0039 from './0039_ticket_deadline.ts';
import * as m0040 from './0040_demo_records.ts';
import * as m0041 from './0041_customers.ts';
import * as m0042 from './0042_api_keys.ts';
import * as m0043 from './0043_accounts.ts';
import * as m0044 from './0044_ticket_events_speedtest_runs.ts';
import * as m0045 from './0045_payments.ts';
import * as m0046 from './0046_regulator.ts';
import * as m0047 from './0047_loaded_latency.ts';
import * as m0048 from './0048_poster_ne.ts';
import * as m0049 from './0049_user_sign_ins.ts';
import * as m0050 from './0050_credit_billing.ts';
import * as m0051 from './0051_usage.ts';
import * as m0052 from './0052_customer_search_text.ts';
import * as m0053 from './0053_refund_checks.ts';

export interface MigrationModule {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/**
 * Every migration in the order it runs. Append a new file and a line here; never edit or reorder
 * one that has shipped (a database made by an earlier release has already run it).
 */
export const MIGRATIONS: Record<string, MigrationModule> = {
  '0001_initial': m0001,
  '0002_list_indexes': m0002,
  '0003_plan_flags': m0003,
  '0004_leads': m0004,
  '0005_editorial': m0005,
  '0006_nepali': m0006,
  '0007_cluster': m0007,
  '0008_coverage': m0008,
  '0009_search_and_keys': m0009,
  '0019_search_text': m0019,
  '0020_testimonial_name_ne': m0020,
  '0021_revoked_tokens': m0021,
  '0022_audit_record_name': m0022,
  '0023_incidents': m0023,
  '0024_tickets': m0024,
  '0025_subscriptions': m0025,
  '0026_speedtest': m0026,
  '0027_ticket_speedtest': m0027,
  '0028_ticket_plan': m0028,
  '0029_user_role': m0029,
  '0030_two_factor': m0030,
  '0031_sessions': m0031,
  '0032_assignment': m0032,
  '0033_schedule': m0033,
  '0035_focal_point': m0035,
  '0036_preview_media': m0036,
  '0037_invitations': m0037,
  '0038_district_ne': m0038,
  '0039_ticket_deadline': m0039,
  '0040_demo_records': m0040,
  '0041_customers': m0041,
  '0042_api_keys': m0042,
  '0043_accounts': m0043,
  '0044_ticket_events_speedtest_runs': m0044,
  '0045_payments': m0045,
  '0046_regulator': m0046,
  '0047_loaded_latency': m0047,
  '0048_poster_ne': m0048,
  '0049_user_sign_ins': m0049,
  '0050_credit_billing': m0050,
  '0051_usage': m0051,
  '0052_customer_search_text': m0052,
  '0053_refund_checks': m0053,
};
