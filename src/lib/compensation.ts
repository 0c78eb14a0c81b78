import { nepaliDigits } from '../i18n/numerals.ts';
import type { AreaKind } from './schemas/area.ts';
import { nepalDayStart } from './nepal-time.ts';
import { TICKET_DONE, type TicketEvent } from './tickets.ts';

// Nepal's rules for a customer's outages, computed (pure: no clock, no database). Two rules give a
// credit for the time without service:
// - the repair rule (Internet Service Operation Bylaw, 2020): a fault not repaired within
//   `repairHours` (24) of the complaint waives the fee for the time it stayed unrepaired;
// - the outage rule (the 2079 quality-of-service regulation): an outage that runs past the area's
//   limit (`urbanOutageHours`, 4, in cities; `remoteOutageHours`, 24, in remote areas) is credited.
// Both say "within" / "past": an outage of exactly the limit is within it and earns nothing; a
// second more earns the whole outage. The outage's length decides; the credit counts only its part
// inside the billing period, so an outage across a month boundary is credited once, split.

export interface RegulatorLimits {
  urbanOutageHours: number;
  remoteOutageHours: number;
  repairHours: number;
}
export const DEFAULT_LIMITS: RegulatorLimits = { urbanOutageHours: 4, remoteOutageHours: 24, repairHours: 24 };

/** A time the customer was without service: a fault report (reported → resolved) or an incident. */
export interface OutageSource {
  kind: 'ticket' | 'incident';
  /** the ticket's number or the incident's id */
  ref: string;
  start: string;
  /** null while still open: counted to `now` */
  end: string | null;
}

export type CreditRule = 'outage' | 'repair';
export interface CreditPart {
  /** the credited span, inside the period */
  start: string;
  end: string;
  /** hours credited in this period */
  hours: number;
  /** the whole outage's hours, which the limits are measured on */
  outageHours: number;
  /** the rules that give it; the first is the one whose span is credited */
  rules: CreditRule[];
  /** the limit in hours of the first rule */
  limitHours: number;
  sources: string[];
}
export interface Credit {
  hours: number;
  /** days of service extension: the credited hours in whole days, rounded up */
  days: number;
  /** the rebate at the plan's daily price, in paisa */
  rebatePaisa: number;
  parts: CreditPart[];
}

const HOUR = 3_600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A ticket's times without service: from the report to the first repair, and from each reopening
 * to the next repair. A ticket marked spam was no fault.
 */
export function ticketOutages(t: {
  number: string;
  createdAt: string;
  status: string;
  events: TicketEvent[];
}): OutageSource[] {
  if (t.status === 'spam') return [];
  const done = new Set<string>(TICKET_DONE);
  const changes = t.events.filter((e) => e.type === 'status' && e.status).sort((a, b) => a.at.localeCompare(b.at));
  const spans: OutageSource[] = [];
  let open: string | null = t.createdAt;
  for (const e of changes) {
    if (e.status === 'spam') return [];
    if (done.has(e.status!) && open !== null) {
      spans.push({ kind: 'ticket', ref: t.number, start: open, end: e.at });
      open = null;
    } else if (!done.has(e.status!) && open === null) open = e.at;
  }
  if (open !== null) spans.push({ kind: 'ticket', ref: t.number, start: open, end: null });
  return spans;
}

interface Block {
  start: number;
  end: number;
  sources: { kind: OutageSource['kind']; ref: string; start: number }[];
}

/** The outages merged: overlapping or touching spans are one outage, counted once. */
export function mergeOutages(sources: OutageSource[], now: number): Block[] {
  const spans = sources
    .map((s) => ({ kind: s.kind, ref: s.ref, start: Date.parse(s.start), end: s.end ? Date.parse(s.end) : now }))
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const blocks: Block[] = [];
  for (const s of spans) {
    const last = blocks.at(-1);
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      if (!last.sources.some((x) => x.ref === s.ref)) last.sources.push(s);
    } else blocks.push({ start: s.start, end: s.end, sources: [s] });
  }
  return blocks;
}

export interface CreditInput {
  area: AreaKind;
  /** the billing period, Nepal calendar days, the end day included */
  period: { start: string; end: string };
  sources: OutageSource[];
  /** the plan's price for the period, in paisa (0 when unknown: no rebate) */
  periodPricePaisa: number;
  limits: RegulatorLimits;
  /** the moment of the computation: open outages count to it */
  now: string;
}

/** The credit a customer's outages in a billing period earn, with the rule behind each part. */
export function computeCredit(input: CreditInput): Credit {
  const { limits } = input;
  const from = nepalDayStart(input.period.start);
  const to = nepalDayStart(input.period.end) + 24 * HOUR;
  const areaLimit = input.area === 'remote' ? limits.remoteOutageHours : limits.urbanOutageHours;
  const parts: CreditPart[] = [];
  for (const block of mergeOutages(input.sources, Date.parse(input.now))) {
    const outageHours = (block.end - block.start) / HOUR;
    // The repair rule runs from the first complaint inside the outage.
    const reported = Math.min(...block.sources.filter((s) => s.kind === 'ticket').map((s) => s.start));
    const repairHours = Number.isFinite(reported) ? (block.end - reported) / HOUR : 0;
    const outage = outageHours > areaLimit;
    const repair = repairHours > limits.repairHours;
    if (!outage && !repair) continue;
    const rules: CreditRule[] = outage ? (repair ? ['outage', 'repair'] : ['outage']) : ['repair'];
    const start = Math.max(outage ? block.start : reported, from);
    const end = Math.min(block.end, to);
    if (end <= start) continue;
    parts.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      hours: round2((end - start) / HOUR),
      outageHours: round2(outageHours),
      rules,
      limitHours: outage ? areaLimit : limits.repairHours,
      sources: block.sources.map((s) => s.ref),
    });
  }
  const hours = round2(parts.reduce((sum, p) => sum + p.hours, 0));
  const periodDays = Math.round((to - from) / (24 * HOUR));
  return {
    hours,
    days: Math.ceil(hours / 24),
    rebatePaisa: Math.round((input.periodPricePaisa / periodDays) * (hours / 24)),
    parts,
  };
}

/** A plan's price as the site writes it ('Rs. 1,500', 'रु. १५००') in paisa; 0 when it has no number. */
export function pricePaisa(price: string): number {
  const ascii = price.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)));
  const match = /\d[\d,]*(\.\d+)?/.exec(ascii);
  return match ? Math.round(Number(match[0].replace(/,/g, '')) * 100) : 0;
}

/** Why a part is credited, in staff's and the customer's words. */
export function creditReason(part: CreditPart, lang: 'en' | 'ne' = 'en'): string {
  const h = (n: number) => (Math.round(n * 10) / 10).toString();
  const rule = part.rules[0];
  if (lang === 'ne') {
    const d = (n: number) => nepaliDigits(h(n));
    return rule === 'repair'
      ? `समस्या दर्ता भएको ${d(part.limitHours)} घण्टाभित्र मर्मत भएन (सेवा ${d(part.outageHours)} घण्टा बन्द रह्यो)`
      : `सेवा ${d(part.outageHours)} घण्टा बन्द रह्यो, ${d(part.limitHours)} घण्टाको सीमाभन्दा बढी`;
  }
  return rule === 'repair'
    ? `Not repaired within ${h(part.limitHours)} hours of the complaint (${h(part.outageHours)} h)`
    : `Outage of ${h(part.outageHours)} h, past the ${h(part.limitHours)}-hour limit`;
}
