import { describe, expect, it } from 'vitest';
import { replyFor, ticketAreaName, ticketIsOpen, ticketsToAttach } from '../../../src/lib/incident-tickets.ts';
import { claimFigures } from '../../../src/lib/tickets.ts';

const AREAS = [
  { name: 'Itahari-6', name_ne: 'इटहरी-६', district: 'Sunsari' },
  { name: 'Dharan-2', name_ne: 'धरान-२', district: 'Sunsari' },
];
const ticket = (_id: string, area: string, status = 'new', incidentId = '') => ({ _id, area, status, incidentId });

describe('ticketsToAttach', () => {
  const incident = { _id: 'i1', areas: ['itahari-6'] };

  it("takes the open tickets of the incident's areas, named in English, Nepali or any case", () => {
    const tickets = [
      ticket('a', 'Itahari-6'),
      ticket('b', 'इटहरी-६'),
      ticket('c', 'ITAHARI 6', 'in-progress'),
      ticket('d', 'Dharan-2'),
      ticket('e', 'Itahari-6', 'resolved'),
      ticket('f', 'Itahari-6', 'closed'),
      ticket('g', 'Itahari-6', 'spam'),
      ticket('h', 'Itahari-6', 'new', 'i1'),
    ];
    expect(ticketsToAttach(incident, tickets, AREAS).map((t) => t._id)).toEqual(['a', 'b', 'c']);
  });

  it('takes every area when the incident names none, and a ticket attached to another incident', () => {
    const tickets = [ticket('a', 'Dharan-2'), ticket('b', 'Nowhere-1', 'waiting-on-customer', 'other')];
    expect(ticketsToAttach({ _id: 'i2', areas: [] }, tickets, AREAS).map((t) => t._id)).toEqual(['a', 'b']);
  });

  it('reads an area it does not list by the name as written', () => {
    expect(ticketAreaName(AREAS, 'धरान-२')).toBe('Dharan-2');
    expect(ticketAreaName(AREAS, 'Nowhere-1')).toBe('Nowhere-1');
    expect(ticketIsOpen({ status: 'assigned' })).toBe(true);
    expect(ticketIsOpen({ status: 'closed' })).toBe(false);
  });
});

describe('replyFor', () => {
  it('answers tickets written in Nepali in Nepali when a Nepali reply is given', () => {
    expect(replyFor({ lang: 'ne' }, 'Fixed', 'मर्मत भयो')).toBe('मर्मत भयो');
    expect(replyFor({ lang: 'en' }, 'Fixed', 'मर्मत भयो')).toBe('Fixed');
    expect(replyFor({ lang: 'ne' }, 'Fixed')).toBe('Fixed');
  });
});

describe('claimFigures', () => {
  const limits = { firstResponseMinutes: 120, repairLimitHours: 24 };
  const now = new Date('2026-11-26T12:00:00Z');

  it('counts hours to the first response and to the repair, one decimal', () => {
    const t = {
      createdAt: '2026-11-26T00:00:00Z',
      firstResponseAt: '2026-11-26T01:15:00Z',
      resolvedAt: '2026-11-26T05:33:00Z',
      status: 'resolved',
    };
    expect(claimFigures(t, limits, now)).toEqual({
      hoursToFirstResponse: 1.3,
      hoursToRepair: 5.6,
      compensation: false,
    });
  });

  it('counts an open ticket up to now, eligible past the repair limit', () => {
    const t = { createdAt: '2026-11-25T10:00:00Z', status: 'new' };
    expect(claimFigures(t, limits, now)).toEqual({ hoursToFirstResponse: null, hoursToRepair: 26, compensation: true });
  });
});
