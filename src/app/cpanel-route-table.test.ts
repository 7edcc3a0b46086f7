import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/routes';
import { cpanelPages } from './cpanel-route-table';

describe('the back-office pages', () => {
  it('all sit below /cpanel/, where their routes match the rest of the address', () => {
    expect(cpanelPages.length).toBeGreaterThan(10);
    for (const { path } of cpanelPages) expect(path.startsWith(`${PATHS.cpanel}/`)).toBe(true);
  });
});
