import { describe, expect, it } from 'vitest';
import { sendWindow, type ScheduledEvent } from '../schedule.ts';

// The windows of the automatic types, in the event's own zone. 2030-03-10 is the day New York moves to summer time.
const event: ScheduledEvent = {
  start: new Date('2030-03-10T14:00:00Z'), // 10:00 EDT
  end: new Date('2030-03-10T16:00:00Z'),
  zone: 'America/New_York',
  status: 'confirmed',
};
const registered = { status: 'registered' as const, createdAt: new Date('2030-02-01T12:00:00Z') };
const attended = { status: 'attended' as const, createdAt: new Date('2030-02-01T12:00:00Z') };
const iso = (window: ReturnType<typeof sendWindow>) =>
  window && { after: window.sendAfter.toISOString(), before: window.sendBefore.toISOString() };

describe('automatic e-mail windows', () => {
  it("computes the reminders in the event's zone, across a change of daylight saving time", () => {
    // A week before 10:00 EDT is 10:00 EST: 15:00 UTC, 7 days less one hour before the start.
    expect(iso(sendWindow('remind-event-in-1-week', event, registered))).toEqual({
      after: '2030-03-03T15:00:00.000Z',
      before: '2030-03-04T15:00:00.000Z',
    });
    // 9:00 the day before (EST), sendable until the event day begins.
    expect(iso(sendWindow('remind-event-tomorrow', event, registered))).toEqual({
      after: '2030-03-09T14:00:00.000Z',
      before: '2030-03-10T05:00:00.000Z',
    });
    // 8:00 on the day (EDT), until the start.
    expect(iso(sendWindow('remind-event-today', event, registered))).toEqual({
      after: '2030-03-10T12:00:00.000Z',
      before: '2030-03-10T14:00:00.000Z',
    });
    expect(iso(sendWindow('remind-event-in-1-h', event, registered))).toEqual({
      after: '2030-03-10T13:00:00.000Z',
      before: '2030-03-10T13:30:00.000Z',
    });
    expect(iso(sendWindow('remind-event-now', event, registered))).toEqual({
      after: '2030-03-10T14:00:00.000Z',
      before: '2030-03-10T14:00:00.000Z',
    });
  });

  it('sends follow-ups to those who attended and "sorry we missed you" to those who did not', () => {
    expect(iso(sendWindow('follow-up-after-1-d', event, attended))).toEqual({
      after: '2030-03-11T16:00:00.000Z',
      before: '2030-03-12T16:00:00.000Z',
    });
    expect(sendWindow('follow-up-after-1-d', event, registered)).toBeNull();
    expect(sendWindow('sorry-we-missed-you', event, attended)).toBeNull();
    expect(sendWindow('sorry-we-missed-you', event, { ...registered, status: 'noshow' })).not.toBeNull();
    expect(sendWindow('remind-event-in-1-h', event, { ...registered, status: 'cancelled' })).toBeNull();
  });

  it('owes a cancelled event only the regrets, and an on-demand one its own registration message', () => {
    const cancelled = { ...event, status: 'cancelled' };
    expect(sendWindow('remind-event-in-1-h', cancelled, registered)).toBeNull();
    expect(sendWindow('registration-thank-you', cancelled, registered)).toBeNull();
    expect(iso(sendWindow('regrets-cancelation', cancelled, registered))).toEqual({
      after: '2030-02-01T12:00:00.000Z',
      before: '2030-03-10T14:00:00.000Z',
    });
    expect(sendWindow('regrets-cancelation', event, registered)).toBeNull();
    const onDemand = { ...event, status: 'on-demand' };
    expect(sendWindow('registration-thank-you', onDemand, registered)).toBeNull();
    expect(sendWindow('on-demand-event-registration', onDemand, registered)).not.toBeNull();
  });

  it('thanks a registration within a day of it, so a series given to an event later thanks no earlier one', () => {
    expect(iso(sendWindow('registration-thank-you', event, registered))).toEqual({
      after: '2030-02-01T12:00:00.000Z',
      before: '2030-02-02T12:00:00.000Z',
    });
    expect(sendWindow('on-demand-event-registration-approval', event, registered)).toBeNull();
  });
});
