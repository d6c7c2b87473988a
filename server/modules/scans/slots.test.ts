import { describe, expect, it } from 'vitest';
import { dueSlot, nextSlot } from './slots';

const daily = { scanFrequency: 'daily', scanTime: '09:00' } as const;

describe('dueSlot', () => {
  it('is today 09:00 Berlin from 09:00 on, also when the server came up late that day', () => {
    expect(dueSlot(daily, new Date('2026-11-23T07:59:00Z'))).toBeNull(); // 08:59 Berlin
    expect(dueSlot(daily, new Date('2026-11-23T08:00:00Z'))?.key).toBe('2026-11-23T09:00');
    expect(dueSlot(daily, new Date('2026-11-23T20:00:00Z'))?.key).toBe('2026-11-23T09:00');
  });

  it('follows Berlin summer time (09:00 is 07:00 UTC in July)', () => {
    expect(dueSlot(daily, new Date('2026-07-01T06:59:00Z'))).toBeNull();
    expect(dueSlot(daily, new Date('2026-07-01T07:00:00Z'))).toEqual({
      key: '2026-07-01T09:00',
      at: new Date('2026-07-01T07:00:00Z'),
    });
  });

  it('runs hourly at the minute of the scan time, weekly on Mondays only', () => {
    const hourly = { scanFrequency: 'hourly', scanTime: '09:15' } as const;
    expect(dueSlot(hourly, new Date('2026-11-23T13:20:00Z'))?.key).toBe('2026-11-23T14:15');
    expect(dueSlot(hourly, new Date('2026-11-23T13:10:00Z'))?.key).toBe('2026-11-23T13:15');
    expect(dueSlot(hourly, new Date('2026-11-22T23:10:00Z'))).toBeNull(); // 00:10 Berlin: none yet today
    const weekly = { scanFrequency: 'weekly', scanTime: '09:00' } as const;
    expect(dueSlot(weekly, new Date('2026-11-23T10:00:00Z'))?.key).toBe('2026-11-23T09:00'); // a Monday
    expect(dueSlot(weekly, new Date('2026-11-24T10:00:00Z'))).toBeNull();
  });

  it('keeps a slot in the hour skipped by the spring change', () => {
    const early = { scanFrequency: 'daily', scanTime: '02:30' } as const;
    expect(dueSlot(early, new Date('2026-03-29T02:00:00Z'))?.key).toBe('2026-03-29T03:30');
  });
});

describe('nextSlot', () => {
  it('is later today, else tomorrow, else next Monday', () => {
    expect(nextSlot(daily, new Date('2026-11-23T07:00:00Z')).key).toBe('2026-11-23T09:00');
    expect(nextSlot(daily, new Date('2026-11-23T08:00:00Z')).key).toBe('2026-11-24T09:00');
    expect(
      nextSlot({ scanFrequency: 'weekly', scanTime: '09:00' }, new Date('2026-11-23T08:00:00Z')).key,
    ).toBe('2026-11-30T09:00');
    expect(
      nextSlot({ scanFrequency: 'weekly', scanTime: '09:00' }, new Date('2026-11-25T08:00:00Z')).key,
    ).toBe('2026-11-30T09:00');
    expect(
      nextSlot({ scanFrequency: 'hourly', scanTime: '00:05' }, new Date('2026-11-23T22:30:00Z')).key,
    ).toBe('2026-11-24T00:05');
  });
});
