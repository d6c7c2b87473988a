import { describe, expect, it } from 'vitest';
import { alertActions } from './alert-kinds';

describe('alertActions', () => {
  const on = (kind: Parameters<typeof alertActions>[0]['kind'], customerId: number | null = 5) => ({
    kind,
    customerId,
    companyId: 1,
  });
  it('offers the action that fixes the alert, rescans only to those who may scan', () => {
    expect(alertActions(on('scan_failed'), true)).toEqual(['rescan', 'open-customer']);
    expect(alertActions(on('scan_failed'), false)).toEqual(['open-customer']);
    expect(alertActions(on('scan_failed', null), true)).toEqual(['open-settings']);
    expect(alertActions(on('link_broken'), true)).toEqual(['rescan', 'open-customer']);
    expect(alertActions(on('email_failed'), true)).toEqual(['open-customer']);
    expect(alertActions(on('email_failed', null), true)).toEqual(['open-settings']);
    expect(alertActions(on('opt_out'), false)).toEqual(['open-customer']);
    expect(alertActions(on('reply'), false)).toEqual(['read-reply', 'open-customer']);
    expect(alertActions(on('apify_credit', null), true)).toEqual(['open-settings']);
    expect(alertActions(on('cost_cap', null), false)).toEqual(['open-settings']);
    expect(alertActions({ kind: 'scan_failed', customerId: null, companyId: null }, true)).toEqual([]);
  });
});
