import { describe, expect, it } from 'vitest';

import { backupWarning } from './backups.ts';

const now = new Date('2026-12-07T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const since = new Date(hoursAgo(1000));

describe('backupWarning', () => {
  it('is quiet while the newest success is within two intervals', () => {
    const done = { status: 'succeeded' as const, finishedAt: hoursAgo(47) };
    expect(backupWarning({ last: done, lastSucceeded: done, everyHours: 24, now, since })).toBeNull();
  });

  it('warns when the newest success is older than two intervals', () => {
    const done = { status: 'succeeded' as const, finishedAt: hoursAgo(49) };
    expect(backupWarning({ last: done, lastSucceeded: done, everyHours: 24, now, since })).toBe('stale');
  });

  it('warns when the newest backup failed, even with automatic backups off', () => {
    const failed = { status: 'failed' as const, finishedAt: hoursAgo(1) };
    const done = { status: 'succeeded' as const, finishedAt: hoursAgo(2) };
    expect(backupWarning({ last: failed, lastSucceeded: done, everyHours: 24, now, since })).toBe('failed');
    expect(backupWarning({ last: failed, lastSucceeded: done, everyHours: 0, now, since })).toBe('failed');
  });

  it('warns when none ever succeeded two intervals after the first start, not before', () => {
    expect(backupWarning({ last: null, lastSucceeded: null, everyHours: 24, now, since })).toBe('none');
    const fresh = new Date(hoursAgo(3));
    expect(backupWarning({ last: null, lastSucceeded: null, everyHours: 24, now, since: fresh })).toBeNull();
  });

  it('says nothing about age when automatic backups are off', () => {
    const done = { status: 'succeeded' as const, finishedAt: hoursAgo(500) };
    expect(backupWarning({ last: done, lastSucceeded: done, everyHours: 0, now, since })).toBeNull();
  });
});
