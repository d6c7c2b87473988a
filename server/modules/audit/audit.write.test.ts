// Issue 24, decision 051: every change a person makes writes one audit row with its actor and the
// changed fields, in the change's own transaction; nothing changed or a refused change, no row; a
// secret never lands in the log.
import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import { auditEvents, users } from '../../db/schema';

const GMAIL_PASSWORD = 'abcd efgh ijkl mnop';
const APIFY_KEY = 'apify_api_GEHEIM4711';

describeApi('audit log: what each change writes', (ctx) => {
  const db = () => ctx.database.db;
  const rows = () => db().select().from(auditEvents).orderBy(asc(auditEvents.id));
  /** The rows written by `action` (a request), asserting its status first. */
  async function written(status: number, action: () => ReturnType<typeof ctx.request>) {
    const before = (await rows()).length;
    const res = await action();
    expect(res.statusCode, res.body).toBe(status);
    return (await rows()).slice(before);
  }
  const signInNamed = async (role: 'admin' | 'manager' | 'user') => {
    const session = await ctx.signIn(role);
    const [u] = await db().select({ name: users.name }).from(users).where(eq(users.id, session.userId));
    return { ...session, actor: { userId: session.userId, userName: u.name } };
  };

  it('records a customer: created, price, status, (de)activation, note, consent, deleted', async () => {
    const company = await addCompany(db(), 'Zahnarzt GmbH');
    const { cookie, actor } = await signInNamed('manager');
    const payload = {
      companyId: company.id,
      name: 'Bäckerei Schmidt',
      email: 'info@schmidt.example',
      googleMapsLink: 'https://maps.app.goo.gl/abc',
      pricePerReview: '89,00',
    };
    const [created] = await written(201, () => ctx.request('POST', '/api/customers', cookie, payload));
    const id = created.entityId as number;
    expect(created).toMatchObject({
      ...actor,
      entity: 'customer',
      entityLabel: 'Bäckerei Schmidt',
      companyId: company.id,
      action: 'created',
      batchId: null,
    });
    expect(created.changes).toMatchObject({
      name: { from: null, to: 'Bäckerei Schmidt' },
      pricePerReview: { from: null, to: '89.00' },
      status: { from: null, to: 'email_sent' },
    });

    const put = (body: object) => () =>
      ctx.request('PUT', `/api/customers/${id}`, cookie, { ...payload, ...body });
    const price = await written(200, put({ pricePerReview: '99,00' }));
    expect(price).toHaveLength(1);
    expect(price[0]).toMatchObject({ ...actor, action: 'updated', entityId: id });
    expect(price[0].changes).toEqual({ pricePerReview: { from: '89.00', to: '99.00' } });
    // The same values again: nothing changed, no row.
    expect(await written(200, put({ pricePerReview: '99,00' }))).toEqual([]);

    const status = await written(200, () =>
      ctx.request('PATCH', `/api/customers/${id}`, cookie, { status: 'sold' }),
    );
    expect(status.map((r) => [r.action, r.changes])).toEqual([
      ['status_changed', { status: { from: 'email_sent', to: 'sold' } }],
    ]);
    expect(
      await written(200, () => ctx.request('PATCH', `/api/customers/${id}`, cookie, { status: 'sold' })),
    ).toEqual([]);

    const off = await written(200, () =>
      ctx.request('PATCH', `/api/customers/${id}`, cookie, { isActive: false }),
    );
    expect(off.map((r) => [r.action, r.changes])).toEqual([
      ['deactivated', { isActive: { from: true, to: false } }],
    ]);
    const on = await written(200, () =>
      ctx.request('PATCH', `/api/customers/${id}`, cookie, { isActive: true }),
    );
    expect(on.map((r) => r.action)).toEqual(['activated']);

    const note = await written(200, () =>
      ctx.request('PUT', `/api/customers/${id}/note`, cookie, { note: 'Rückruf Dienstag' }),
    );
    expect(note.map((r) => [r.action, r.changes])).toEqual([
      ['updated', { note: { from: null, to: 'Rückruf Dienstag' } }],
    ]);
    expect(
      await written(200, () =>
        ctx.request('PUT', `/api/customers/${id}/note`, cookie, { note: 'Rückruf Dienstag' }),
      ),
    ).toEqual([]);

    const consent = await written(
      200,
      put({ pricePerReview: '99,00', consent: 'given', consentDate: '2026-03-01' }),
    );
    expect(consent).toHaveLength(1);
    expect(consent[0].changes).toEqual({
      consent: { from: 'none', to: 'given' },
      consentDate: { from: null, to: '2026-03-01' },
    });

    // Refused changes write nothing: bad input (400), another company (400), unknown (404).
    expect(await written(400, put({ email: 'kein-at' }))).toEqual([]);
    expect(await written(400, put({ companyId: (await addCompany(db(), 'B')).id }))).toEqual([]);
    expect(
      await written(404, () => ctx.request('PATCH', '/api/customers/9999', cookie, { status: 'sold' })),
    ).toEqual([]);

    const deleted = await written(200, () => ctx.request('DELETE', `/api/customers/${id}`, cookie));
    expect(deleted).toEqual([
      expect.objectContaining({
        ...actor,
        action: 'deleted',
        entity: 'customer',
        entityId: id,
        entityLabel: 'Bäckerei Schmidt',
        companyId: company.id,
        changes: null,
      }),
    ]);
    expect(await written(404, () => ctx.request('DELETE', `/api/customers/${id}`, cookie))).toEqual([]);
  });

  it('records companies and settings; secrets only as { secret: true }, their values nowhere in the log', async () => {
    const { cookie, actor } = await signInNamed('admin');
    const [created] = await written(201, () =>
      ctx.request('POST', '/api/companies', cookie, {
        name: 'Praxis Weber',
        gmailEmail: 'info@weber.example',
      }),
    );
    const id = created.entityId as number;
    expect(created).toMatchObject({
      ...actor,
      entity: 'company',
      companyId: id,
      entityLabel: 'Praxis Weber',
      action: 'created',
    });
    // The values the form gave, not every default of a new company.
    expect(created.changes).toEqual({
      name: { from: null, to: 'Praxis Weber' },
      gmailEmail: { from: null, to: 'info@weber.example' },
    });

    const renamed = await written(200, () =>
      ctx.request('PATCH', `/api/companies/${id}`, cookie, { name: 'Praxis Dr. Weber' }),
    );
    expect(renamed.map((r) => [r.action, r.entityLabel, r.changes])).toEqual([
      ['updated', 'Praxis Dr. Weber', { name: { from: 'Praxis Weber', to: 'Praxis Dr. Weber' } }],
    ]);

    const settings = {
      name: 'Praxis Dr. Weber',
      gmailEmail: 'info@weber.example',
      gmailPassword: GMAIL_PASSWORD,
      apifyApiKey: APIFY_KEY,
      mailDailyCap: 120,
    };
    const saved = await written(200, () => ctx.request('PUT', `/api/companies/${id}`, cookie, settings));
    expect(saved).toHaveLength(1);
    expect(saved[0].action).toBe('settings_updated');
    expect(saved[0].changes).toMatchObject({
      gmailPassword: { secret: true },
      apifyApiKey: { secret: true },
      mailDailyCap: { to: 120 },
    });
    expect(Object.keys(saved[0].changes?.gmailPassword ?? {})).toEqual(['secret']);
    expect(Object.keys(saved[0].changes?.apifyApiKey ?? {})).toEqual(['secret']);
    // Saved again without new secrets (blank keeps them): nothing changed, no row.
    expect(
      await written(200, () =>
        ctx.request('PUT', `/api/companies/${id}`, cookie, {
          ...settings,
          gmailPassword: '',
          apifyApiKey: '',
        }),
      ),
    ).toEqual([]);
    // A new sender drops the stored password: recorded as removed, still without a value.
    const moved = await written(200, () =>
      ctx.request('PUT', `/api/companies/${id}`, cookie, {
        ...settings,
        gmailEmail: 'neu@weber.example',
        gmailPassword: '',
        apifyApiKey: '',
      }),
    );
    expect(moved[0].changes).toEqual({
      gmailEmail: { from: 'info@weber.example', to: 'neu@weber.example' },
      gmailPassword: { secret: true, to: null },
    });

    // A refused change (409: the sign-up address is taken) writes nothing.
    await ctx.request('PUT', `/api/companies/${id}`, cookie, { ...settings, signupSlug: 'weber' });
    const other = (await ctx.request('POST', '/api/companies', cookie, { name: 'Andere' })).json();
    expect(
      await written(409, () =>
        ctx.request('PUT', `/api/companies/${other.id}`, cookie, { name: 'Andere', signupSlug: 'weber' }),
      ),
    ).toEqual([]);

    // The secrets' values appear nowhere in the table's text.
    const text = (await db().execute(
      sql`select string_agg(a::text, ' ') as t from audit_events a`,
    )) as unknown as {
      rows: { t: string }[];
    };
    expect(text.rows[0].t).toContain('secret');
    for (const secret of [GMAIL_PASSWORD, APIFY_KEY, 'GEHEIM4711', 'ijkl mnop']) {
      expect(text.rows[0].t).not.toContain(secret);
    }
  });

  it('records the automation settings as settings_updated with what changed; unchanged, no row', async () => {
    const company = await addCompany(db(), 'Scan GmbH');
    const { cookie, actor } = await signInNamed('manager');
    const url = `/api/automation-settings/${company.id}`;
    const saved = await written(200, () =>
      ctx.request('PUT', url, cookie, { scanFrequency: 'weekly', ratingThreshold: 2 }),
    );
    expect(saved).toEqual([
      expect.objectContaining({
        ...actor,
        entity: 'company',
        entityId: company.id,
        entityLabel: 'Scan GmbH',
        companyId: company.id,
        action: 'settings_updated',
        changes: { scanFrequency: { from: 'daily', to: 'weekly' }, ratingThreshold: { from: 3, to: 2 } },
      }),
    ]);
    expect(await written(200, () => ctx.request('PUT', url, cookie, { scanFrequency: 'weekly' }))).toEqual(
      [],
    );
    expect(await written(400, () => ctx.request('PUT', url, cookie, { scanFrequency: 'yearly' }))).toEqual(
      [],
    );
    expect(await written(404, () => ctx.request('PUT', '/api/automation-settings/9999', cookie, {}))).toEqual(
      [],
    );
  });

  it('records users: created, role, password changed without any hash, deleted; a 409 writes nothing', async () => {
    const { cookie, actor } = await signInNamed('admin');
    const body = {
      name: 'Eva Berger',
      email: 'eva@example.com',
      role: 'user',
      password: 'erstes-passwort-1',
    };
    const [created] = await written(201, () => ctx.request('POST', '/api/users', cookie, body));
    const id = created.entityId as number;
    expect(created).toMatchObject({ ...actor, entity: 'user', entityLabel: 'Eva Berger', action: 'created' });
    expect(created.changes).toEqual({
      name: { from: null, to: 'Eva Berger' },
      email: { from: null, to: 'eva@example.com' },
      role: { from: null, to: 'user' },
    });
    expect(await written(409, () => ctx.request('POST', '/api/users', cookie, body))).toEqual([]);

    const role = await written(200, () =>
      ctx.request('PUT', `/api/users/${id}`, cookie, { role: 'manager' }),
    );
    expect(role.map((r) => [r.action, r.changes])).toEqual([
      ['updated', { role: { from: 'user', to: 'manager' } }],
    ]);
    expect(
      await written(200, () => ctx.request('PUT', `/api/users/${id}`, cookie, { role: 'manager' })),
    ).toEqual([]);

    const password = await written(200, () =>
      ctx.request('PUT', `/api/users/${id}`, cookie, { password: 'zweites-passwort-2' }),
    );
    expect(password.map((r) => [r.action, r.changes])).toEqual([
      ['password_changed', { password: { secret: true } }],
    ]);
    const [{ hash }] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    const text = JSON.stringify(await rows());
    for (const secret of [hash, 'zweites-passwort-2', 'erstes-passwort-1', '$argon2']) {
      expect(text).not.toContain(secret);
    }

    const deleted = await written(200, () => ctx.request('DELETE', `/api/users/${id}`, cookie));
    expect(deleted.map((r) => [r.action, r.entityId, r.entityLabel])).toEqual([
      ['deleted', id, 'Eva Berger'],
    ]);
    // The last admin stays: refused (409), nothing written.
    const self = await signInNamed('admin');
    await ctx.request('DELETE', `/api/users/${self.userId}`, cookie);
    expect(
      await written(409, () => ctx.request('PUT', `/api/users/${actor.userId}`, cookie, { role: 'user' })),
    ).toEqual([]);
  });

  it('records a single review archived and restored, once each', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id);
    const review = await addReview(db(), customer, { username: 'Zahnfee', rating: 1 });
    const { cookie, actor } = await signInNamed('user');
    const archived = await written(200, () =>
      ctx.request('POST', `/api/reviews/${review.id}/archive`, cookie),
    );
    expect(archived).toEqual([
      expect.objectContaining({
        ...actor,
        entity: 'review',
        entityId: review.id,
        entityLabel: 'Zahnfee (1 ★) – Bäckerei Müller',
        companyId: company.id,
        action: 'archived',
        changes: { isArchived: { from: false, to: true } },
      }),
    ]);
    expect(
      await written(200, () => ctx.request('POST', `/api/reviews/${review.id}/archive`, cookie)),
    ).toEqual([]);
    const restored = await written(200, () =>
      ctx.request('POST', `/api/reviews/${review.id}/unarchive`, cookie),
    );
    expect(restored.map((r) => r.action)).toEqual(['restored']);
    expect(await written(404, () => ctx.request('POST', '/api/reviews/9999/archive', cookie))).toEqual([]);
  });
});
