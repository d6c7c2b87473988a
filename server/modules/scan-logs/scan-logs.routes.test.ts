import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addScanLog } from '../../../tests/support/seed';

describeApi('scan logs', (ctx) => {
  async function fixture() {
    const db = ctx.database.db;
    const north = await addCompany(db, 'Nord');
    const south = await addCompany(db, 'Süd');
    const at = (iso: string) => new Date(iso);
    const details = JSON.stringify({
      totalReviews: 12,
      newReviews: 2,
      negativeReviews: 1,
      emailStatus: 'sent',
    });
    const rows = [
      await addScanLog(db, north.id, {
        createdAt: at('2026-03-01T08:00:00Z'),
        details,
        customerName: 'Café Lehmann',
        customerId: 7,
      }),
      await addScanLog(db, north.id, {
        status: 'error',
        errorType: 'missing_url',
        errorMessage: 'Kein Link',
        createdAt: at('2026-03-02T08:00:00Z'),
      }),
      await addScanLog(db, south.id, {
        status: 'skipped',
        scanType: 'manual',
        createdAt: at('2026-03-03T08:00:00Z'),
      }),
      await addScanLog(db, south.id, { status: 'stopped', createdAt: at('2026-03-04T08:00:00Z') }),
      await addScanLog(db, south.id, {
        status: 'error',
        errorType: 'apify_error',
        createdAt: at('2026-03-04T08:00:00Z'),
      }),
    ];
    return { north, south, rows, details };
  }

  it('lists every company’s logs newest first, details as the stored string', async () => {
    const { north, rows, details } = await fixture();
    const { cookie } = await ctx.signIn('user');
    const { status, body, total } = await ctx.getList('/api/scan-logs', cookie);
    expect(status).toBe(200);
    expect(total).toBe(5);
    // Same time: the higher id first.
    expect(body.map((r: { id: number }) => r.id)).toEqual([
      rows[4].id,
      rows[3].id,
      rows[2].id,
      rows[1].id,
      rows[0].id,
    ]);
    expect(body[4]).toEqual({
      id: rows[0].id,
      customerId: 7,
      companyId: north.id,
      customerName: 'Café Lehmann',
      scanType: 'scheduled',
      status: 'success',
      errorType: null,
      errorMessage: null,
      details,
      createdAt: '2026-03-01T08:00:00.000Z',
    });
  });

  it('filters by company and status and pages with the filtered total', async () => {
    const { north, south, rows } = await fixture();
    const { cookie } = await ctx.signIn('user');
    const ids = async (query: string) => {
      const res = await ctx.getList(`/api/scan-logs?${query}`, cookie);
      return [res.total, res.body.map((r: { id: number }) => r.id)];
    };
    expect(await ids(`companyId=${north.id}`)).toEqual([2, [rows[1].id, rows[0].id]]);
    expect(await ids('status=error')).toEqual([2, [rows[4].id, rows[1].id]]);
    expect(await ids(`status=error&companyId=${south.id}`)).toEqual([1, [rows[4].id]]);
    expect(await ids('limit=2&offset=2')).toEqual([5, [rows[2].id, rows[1].id]]);
    expect(await ids('limit=2&offset=10')).toEqual([5, []]);
  });

  it('sums every row in the summary, whatever page is loaded', async () => {
    const { south } = await fixture();
    const { cookie } = await ctx.signIn('user');
    ctx.database.clearQueries();
    expect((await ctx.getList('/api/scan-logs/summary', cookie)).body).toEqual({
      success: 1,
      error: 2,
      skipped: 1,
      total: 5,
    });
    expect(ctx.database.queries.filter((q) => q.includes('"scan_logs"'))).toHaveLength(1);
    const southOnly = await ctx.getList(`/api/scan-logs/summary?companyId=${south.id}`, cookie);
    expect(southOnly.body).toEqual({ success: 0, error: 1, skipped: 1, total: 3 });
  });

  it('answers 404 for an unknown company, 400 for bad parameters, 401 without session', async () => {
    const { cookie } = await ctx.signIn('user');
    for (const url of ['/api/scan-logs?companyId=9', '/api/scan-logs/summary?companyId=9']) {
      const res = await ctx.getList(url, cookie);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ message: 'Firma nicht gefunden' });
    }
    for (const [url, message] of [
      ['/api/scan-logs?status=running', 'Ungültiger Status'],
      ['/api/scan-logs?companyId=x', 'Ungültige Firmen-ID'],
      ['/api/scan-logs/summary?status=error', 'Unbekannter Schlüssel: "status"'],
    ]) {
      const res = await ctx.getList(url, cookie);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(message);
    }
    expect((await ctx.getList('/api/scan-logs', '')).status).toBe(401);
    expect((await ctx.getList('/api/scan-logs/summary', '')).status).toBe(401);
  });
});
