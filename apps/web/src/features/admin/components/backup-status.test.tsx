import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { BackupStatus } from '@dokan/domain';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { BackupStatusPanel } from './backup-status';

const good = {
  finishedAt: '2026-12-05T03:00:00.000Z',
  status: 'succeeded' as const,
  location: '/srv/dokan/data/backups/dokan-backup-2026-12-05T03-00-00-000Z.tar',
  sizeBytes: 5_242_880,
  error: null,
};

const show = (status: BackupStatus) => {
  serveApi({ '/api/admin/backups': { data: status } });
  renderAt(<BackupStatusPanel />);
};

describe('BackupStatusPanel', () => {
  it('shows the last backup: when, how big and where, and the schedule, with no warning', async () => {
    show({ last: good, lastSucceeded: good, everyHours: 24, warning: null });
    expect(await screen.findByText('5.0 MB')).toBeTruthy();
    expect(screen.getByText(good.location)).toBeTruthy();
    expect(screen.getByText(/Dec 5, 2026/)).toBeTruthy();
    expect(screen.getByText(/every 24 hours/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last backup failed, with its reason', async () => {
    const failed = {
      ...good,
      status: 'failed' as const,
      location: null,
      sizeBytes: null,
      error: 'No space left on device',
    };
    show({ last: failed, lastSucceeded: good, everyHours: 24, warning: 'failed' });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /The last backup failed \(.*\): No space left on device/,
    );
    expect(screen.getByText('5.0 MB')).toBeTruthy();
  });

  it('warns in Bangla when none succeeded for two intervals', async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      show({ last: good, lastSucceeded: good, everyHours: 24, warning: 'stale' });
      expect((await screen.findByRole('alert')).textContent).toBe(
        '৪৮ ঘণ্টার বেশি সময় ধরে কোনো ব্যাকআপ সফল হয়নি। সার্ভারের লগ দেখুন।',
      );
      expect(screen.getByText('৫.০ এমবি')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there is no backup yet and the schedule is off', async () => {
    show({ last: null, lastSucceeded: null, everyHours: 0, warning: null });
    expect(await screen.findByText('No backup has succeeded yet.')).toBeTruthy();
    expect(screen.getByText(/Automatic backups are off/)).toBeTruthy();
  });
});
