import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { UserRole } from '../../../common/enums';
import {
  berlinInstants,
  berlinTimeProblem,
  type FollowUp,
  listFollowUpsQuerySchema,
} from '../../../common/schemas/follow-up';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import { auditEvents, followUps } from '../../db/schema';
import type { SessionUser } from '../auth/session-user';
import { countFollowUps, dueClock, listFollowUps, setFollowUp } from './follow-ups.service';

const at = (iso: string) => new Date(iso);

it('Berlin wall time: one instant a day, none in the spring gap, two in the autumn hour', () => {
  expect(berlinInstants('2026-01-15', '14:00').map((d) => d.toISOString())).toEqual([
    '2026-01-15T13:00:00.000Z',
  ]);
  expect(berlinInstants('2026-07-15', '14:00').map((d) => d.toISOString())).toEqual([
    '2026-07-15T12:00:00.000Z',
  ]);
  // Summer time begins 29 March 2026 at 02:00 (the clock jumps to 03:00).
  expect(berlinInstants('2026-03-29', '01:59').map((d) => d.toISOString())).toEqual([
    '2026-03-29T00:59:00.000Z',
  ]);
  expect(berlinInstants('2026-03-29', '02:30')).toEqual([]);
  expect(berlinInstants('2026-03-29', '03:00').map((d) => d.toISOString())).toEqual([
    '2026-03-29T01:00:00.000Z',
  ]);
  // It ends 25 October 2026 at 03:00 (the clock goes back to 02:00): 02:30 happens twice.
  expect(berlinInstants('2026-10-25', '02:30')).toHaveLength(2);
  expect(berlinInstants('2026-10-25', '03:00').map((d) => d.toISOString())).toEqual([
    '2026-10-25T02:00:00.000Z',
  ]);
  expect(berlinTimeProblem('2026-03-29', '02:30')).toBe(
    'Die Uhrzeit 02:30 gibt es am 29.03.2026 nicht (Umstellung auf Sommerzeit). Bitte eine andere Uhrzeit wählen.',
  );
  expect(berlinTimeProblem('2026-10-25', '02:00')).toContain('zweimal (Umstellung auf Winterzeit)');
  expect(berlinTimeProblem('2026-10-25', '01:59')).toBeNull();
  // The day ends at the next Berlin midnight, also across the change.
  expect(dueClock(at('2026-03-28T12:00:00Z')).dayEnd.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  expect(dueClock(at('2026-03-29T12:00:00Z')).dayEnd.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  expect(dueClock(at('2026-03-10T22:59:59Z')).dayEnd.toISOString()).toBe('2026-03-10T23:00:00.000Z');
  expect(dueClock(at('2026-03-10T23:00:00Z')).dayEnd.toISOString()).toBe('2026-03-11T23:00:00.000Z');
});

describeApi('follow-ups', (ctx) => {
  const db = () => ctx.database.db;

  async function shop() {
    const company = await addCompany(db(), 'Musterfirma');
    const customer = await addCustomer(db(), company.id, { name: 'Bäckerei Müller' });
    return { company, customer };
  }
  const put = (cookie: string, customerId: number, body: Record<string, unknown>) =>
    ctx.request('PUT', `/api/customers/${customerId}/follow-up`, cookie, body);
  const openRows = async (customerId: number) =>
    db()
      .select()
      .from(followUps)
      .where(and(eq(followUps.customerId, customerId)));
  const audit = async (customerId: number) =>
    db().select().from(auditEvents).where(eq(auditEvents.entityId, customerId)).orderBy(auditEvents.id);
  const asUser = async (role: UserRole): Promise<SessionUser & { cookie: string }> => {
    const { cookie, userId } = await ctx.signIn(role);
    return { cookie, id: userId, name: `${role} user`, email: '', role };
  };

  it('sets, changes, completes and deletes a follow-up; each step is in the customer history', async () => {
    const { company, customer } = await shop();
    const me = await asUser('user');
    const colleague = await asUser('manager');

    const set = await put(me.cookie, customer.id, {
      companyId: company.id,
      date: '2030-01-15',
      time: '14:00',
      note: 'Chef zurückrufen',
    });
    expect(set.statusCode, set.body).toBe(200);
    const first = set.json() as FollowUp;
    expect(first).toMatchObject({
      customerId: customer.id,
      customerName: 'Bäckerei Müller',
      companyName: 'Musterfirma',
      dueAt: '2030-01-15T13:00:00.000Z',
      ownerId: me.id,
      createdById: me.id,
      note: 'Chef zurückrufen',
      overdue: false,
    });
    expect(first.ownerName).toMatch(/^user/);
    expect(first.createdByName).toBe(first.ownerName);

    // A second set changes the open one (same row), here to the colleague in summer time.
    const change = await put(me.cookie, customer.id, {
      companyId: company.id,
      date: '2030-07-02',
      time: '09:30',
      ownerId: colleague.id,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({
      id: first.id,
      dueAt: '2030-07-02T07:30:00.000Z',
      ownerId: colleague.id,
      note: null,
    });
    expect(await openRows(customer.id)).toHaveLength(1);

    const drawer = await ctx.request('GET', `/api/customers/${customer.id}/follow-up`, me.cookie);
    expect(drawer.json()).toMatchObject({ open: { id: first.id, ownerId: colleague.id }, lastDone: null });

    // Done with one click, by anyone; a second click is a conflict.
    const done = await ctx.request('POST', `/api/follow-ups/${first.id}/done`, me.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Wiedervorlage erledigt' });
    const again = await ctx.request('POST', `/api/follow-ups/${first.id}/done`, me.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Diese Wiedervorlage ist bereits erledigt.');
    const afterDone = (await ctx.request('GET', `/api/customers/${customer.id}/follow-up`, me.cookie)).json();
    expect(afterDone.open).toBeNull();
    expect(afterDone.lastDone).toMatchObject({ id: first.id, dueAt: '2030-07-02T07:30:00.000Z' });
    expect(afterDone.lastDone.doneByName).toMatch(/^user/);
    // A done one cannot be deleted.
    expect((await ctx.request('DELETE', `/api/follow-ups/${first.id}`, me.cookie)).statusCode).toBe(409);

    // A new one after the done one; then cancelled.
    const next = await put(me.cookie, customer.id, {
      companyId: company.id,
      date: '2030-02-01',
      time: '08:00',
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().id).not.toBe(first.id);
    const del = await ctx.request('DELETE', `/api/follow-ups/${next.json().id}`, me.cookie);
    expect(del.statusCode, del.body).toBe(200);
    expect((await ctx.request('DELETE', `/api/follow-ups/${next.json().id}`, me.cookie)).statusCode).toBe(
      404,
    );
    expect(await openRows(customer.id)).toHaveLength(1);

    const rows = await audit(customer.id);
    expect(rows.map((r) => [r.entity, r.action, r.userId, r.companyId, r.entityLabel])).toEqual([
      ['customer', 'follow_up_set', me.id, company.id, 'Bäckerei Müller'],
      ['customer', 'follow_up_set', me.id, company.id, 'Bäckerei Müller'],
      ['customer', 'follow_up_done', me.id, company.id, 'Bäckerei Müller'],
      ['customer', 'follow_up_set', me.id, company.id, 'Bäckerei Müller'],
      ['customer', 'follow_up_set', me.id, company.id, 'Bäckerei Müller'],
    ]);
    expect(rows[0].changes).toEqual({
      dueAt: { from: null, to: '2030-01-15T13:00:00.000Z' },
      owner: { from: null, to: first.ownerName },
      note: { from: null, to: 'Chef zurückrufen' },
    });
    expect(rows[1].changes).toEqual({
      dueAt: { from: '2030-01-15T13:00:00.000Z', to: '2030-07-02T07:30:00.000Z' },
      owner: { from: first.ownerName, to: expect.stringMatching(/^manager/) },
      note: { from: 'Chef zurückrufen', to: null },
    });
    expect(rows[2].changes).toMatchObject({
      dueAt: { from: '2030-07-02T07:30:00.000Z' },
      doneAt: { from: null },
    });
    expect(rows[4].changes).toEqual({
      dueAt: { from: '2030-02-01T07:00:00.000Z', to: null },
      owner: { from: first.ownerName, to: null },
    });
    // Setting the same values again changes nothing and records nothing.
    const same = await put(me.cookie, customer.id, {
      companyId: company.id,
      date: '2030-03-01',
      time: '10:00',
    });
    await put(me.cookie, customer.id, { companyId: company.id, date: '2030-03-01', time: '10:00' });
    expect(same.statusCode).toBe(200);
    expect(await audit(customer.id)).toHaveLength(6);
  });

  it('keeps one open follow-up per customer, also under parallel sets', async () => {
    const { company, customer } = await shop();
    const a = await asUser('user');
    const b = await asUser('admin');
    const answers = await Promise.all([
      put(a.cookie, customer.id, { companyId: company.id, date: '2030-01-10', time: '10:00' }),
      put(b.cookie, customer.id, { companyId: company.id, date: '2030-01-11', time: '11:00', ownerId: a.id }),
      put(a.cookie, customer.id, { companyId: company.id, date: '2030-01-12', time: '12:00' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await openRows(customer.id);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().id))).toEqual(new Set([rows[0].id]));
    // One 'set' per request: the first created it, the others changed it.
    const history = await audit(customer.id);
    expect(history).toHaveLength(3);
    expect(history.filter((h) => h.changes?.dueAt?.from === null)).toHaveLength(1);
  });

  it('takes Berlin wall time across the DST change and refuses times that do not exist once', async () => {
    const { company, customer } = await shop();
    const { cookie } = await asUser('user');
    const spring = await put(cookie, customer.id, {
      companyId: company.id,
      date: '2026-03-29',
      time: '03:00',
    });
    expect(spring.json().dueAt).toBe('2026-03-29T01:00:00.000Z');
    const gap = await put(cookie, customer.id, { companyId: company.id, date: '2026-03-29', time: '02:30' });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe(
      'Die Uhrzeit 02:30 gibt es am 29.03.2026 nicht (Umstellung auf Sommerzeit). Bitte eine andere Uhrzeit wählen.',
    );
    expect(gap.json().errors[0].field).toBe('time');
    const twice = await put(cookie, customer.id, {
      companyId: company.id,
      date: '2026-10-25',
      time: '02:15',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('zweimal');
    const autumn = await put(cookie, customer.id, {
      companyId: company.id,
      date: '2026-10-25',
      time: '03:15',
    });
    expect(autumn.json().dueAt).toBe('2026-10-25T02:15:00.000Z');
    const before = await put(cookie, customer.id, {
      companyId: company.id,
      date: '2026-10-25',
      time: '01:15',
    });
    expect(before.json().dueAt).toBe('2026-10-24T23:15:00.000Z');
  });

  it("measures 'overdue', 'today' and 'upcoming' at the moment, the day ending at Berlin midnight", async () => {
    const company = await addCompany(db(), 'Musterfirma');
    const me = await asUser('user');
    const make = async (name: string, date: string, time: string, now: Date) => {
      const c = await addCustomer(db(), company.id, { name });
      return setFollowUp(
        db(),
        me,
        c.id,
        { companyId: company.id, date, time, ownerId: undefined, note: null },
        now,
      );
    };
    const setAt = at('2026-03-01T00:00:00Z');
    const late = await make('Spät', '2026-03-10', '23:59', setAt); // 22:59Z
    const midnight = await make('Mitternacht', '2026-03-11', '00:00', setAt); // 23:00Z
    const morning = await make('Morgen', '2026-03-11', '08:00', setAt);
    const earlier = await make('Früher', '2026-03-09', '12:00', setAt);
    const ids = async (due: string, now: Date) =>
      (await listFollowUps(db(), me, listFollowUpsQuerySchema.parse({ due }), now)).rows.map((r) => r.id);

    // 23:59:30 Berlin on the 10th: 23:59 passed; midnight is tomorrow's.
    const beforeMidnight = at('2026-03-10T22:59:30Z');
    expect(await ids('overdue', beforeMidnight)).toEqual([earlier.id, late.id]);
    expect(await ids('today', beforeMidnight)).toEqual([]);
    expect(await ids('upcoming', beforeMidnight)).toEqual([midnight.id, morning.id]);
    // 23:58:59 Berlin: 23:59 is still today.
    expect(await ids('today', at('2026-03-10T22:58:59Z'))).toEqual([late.id]);
    // Berlin midnight: the 00:00 one is due now (today), the 08:00 one today too.
    const atMidnight = at('2026-03-10T23:00:00Z');
    expect(await ids('today', atMidnight)).toEqual([midnight.id, morning.id]);
    expect(await ids('overdue', atMidnight)).toEqual([earlier.id, late.id]);
    expect(await ids('upcoming', atMidnight)).toEqual([]);
    expect(await ids('all', atMidnight)).toEqual([earlier.id, late.id, midnight.id, morning.id]);
    const page = await listFollowUps(db(), me, listFollowUpsQuerySchema.parse({}), atMidnight);
    expect(page.rows.map((r) => r.overdue)).toEqual([true, true, false, false]);

    const counts = await countFollowUps(db(), me, { owner: 'all', companyId: company.id }, beforeMidnight);
    expect(counts).toEqual({
      overdue: 2,
      today: 0,
      upcoming: 2,
      all: 4,
      mine: { overdue: 2, today: 0, upcoming: 2, all: 4 },
    });
  });

  it('filters by owner and company, pages due first with one statement, counts for the dashboard', async () => {
    const { company, customer } = await shop();
    const other = await addCompany(db(), 'Andere GmbH');
    const foreign = await addCustomer(db(), other.id, { name: 'Autohaus Weber' });
    const second = await addCustomer(db(), company.id, { name: 'Café Sonne' });
    const me = await asUser('user');
    const boss = await asUser('manager');
    await put(me.cookie, customer.id, { companyId: company.id, date: '2020-05-01', time: '09:00' });
    await put(me.cookie, second.id, {
      companyId: company.id,
      date: '2030-05-01',
      time: '09:00',
      ownerId: boss.id,
    });
    await put(me.cookie, foreign.id, { companyId: other.id, date: '2030-04-01', time: '09:00' });

    const statements = () => ctx.database.queries.filter((q) => !q.includes('"sessions"'));
    ctx.database.clearQueries();
    const all = await ctx.getList('/api/follow-ups', me.cookie, { expectOk: true });
    expect(statements()).toHaveLength(1);
    expect(all.total).toBe(3);
    expect(all.body.map((r: FollowUp) => [r.customerName, r.companyName, r.overdue])).toEqual([
      ['Bäckerei Müller', 'Musterfirma', true],
      ['Autohaus Weber', 'Andere GmbH', false],
      ['Café Sonne', 'Musterfirma', false],
    ]);
    const mine = await ctx.getList('/api/follow-ups?owner=me', me.cookie, { expectOk: true });
    expect(mine.body.map((r: FollowUp) => r.customerName)).toEqual(['Bäckerei Müller', 'Autohaus Weber']);
    const boss1 = await ctx.getList(`/api/follow-ups?owner=${boss.id}&companyId=${company.id}`, me.cookie);
    expect(boss1.body.map((r: FollowUp) => r.customerName)).toEqual(['Café Sonne']);
    const ofCompany = await ctx.getList(`/api/follow-ups?companyId=${company.id}&due=overdue`, me.cookie);
    expect(ofCompany.body.map((r: FollowUp) => r.customerName)).toEqual(['Bäckerei Müller']);
    const paged = await ctx.getList('/api/follow-ups?limit=1&offset=1', me.cookie);
    expect(paged.body.map((r: FollowUp) => r.customerName)).toEqual(['Autohaus Weber']);
    expect(paged.total).toBe(3);
    expect((await ctx.getList('/api/follow-ups?companyId=999999', me.cookie)).status).toBe(404);
    const bad = await ctx.getList('/api/follow-ups?due=gestern&owner=du', me.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ungültiger Bearbeiter-Filter');

    ctx.database.clearQueries();
    const counts = await ctx.request('GET', `/api/follow-ups/counts?companyId=${company.id}`, me.cookie);
    expect(statements()).toHaveLength(1);
    expect(counts.json()).toEqual({
      overdue: 1,
      today: 0,
      upcoming: 1,
      all: 2,
      mine: { overdue: 1, today: 0, upcoming: 0, all: 1 },
    });
    const bossCounts = await ctx.request('GET', `/api/follow-ups/counts?owner=${boss.id}`, me.cookie);
    expect(bossCounts.json()).toMatchObject({ all: 1, upcoming: 1, mine: { all: 2, overdue: 1 } });
    expect((await ctx.request('GET', '/api/follow-ups/counts?companyId=999999', me.cookie)).statusCode).toBe(
      404,
    );
    expect((await ctx.request('GET', '/api/follow-ups')).statusCode).toBe(401);
  });

  it('lets every role set and complete; changing or deleting a colleague’s needs a manager', async () => {
    const { company, customer } = await shop();
    const boss = await asUser('manager');
    const user = await asUser('user');
    const other = await asUser('user');
    const set = await put(boss.cookie, customer.id, {
      companyId: company.id,
      date: '2030-01-10',
      time: '10:00',
    });
    const id = set.json().id;
    const change = await put(user.cookie, customer.id, {
      companyId: company.id,
      date: '2030-01-11',
      time: '10:00',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toContain('nur Administratoren und Manager');
    expect((await ctx.request('DELETE', `/api/follow-ups/${id}`, user.cookie)).statusCode).toBe(403);
    // The boss hands it to the user: now the user may change it, another user still not.
    await put(boss.cookie, customer.id, {
      companyId: company.id,
      date: '2030-01-10',
      time: '10:00',
      ownerId: user.id,
    });
    const own = await put(user.cookie, customer.id, {
      companyId: company.id,
      date: '2030-01-12',
      time: '10:00',
    });
    expect(own.statusCode).toBe(200);
    expect((await ctx.request('DELETE', `/api/follow-ups/${id}`, other.cookie)).statusCode).toBe(403);
    // Anyone completes it.
    expect((await ctx.request('POST', `/api/follow-ups/${id}/done`, other.cookie)).statusCode).toBe(200);
    // A user sets a new one, even for a colleague; a manager deletes it.
    const fresh = await put(other.cookie, customer.id, {
      companyId: company.id,
      date: '2030-02-01',
      time: '10:00',
      ownerId: boss.id,
    });
    expect(fresh.statusCode).toBe(200);
    expect((await ctx.request('DELETE', `/api/follow-ups/${fresh.json().id}`, boss.cookie)).statusCode).toBe(
      200,
    );
  });

  it('refuses a foreign company, unknown ids and bad input with German messages', async () => {
    const { company, customer } = await shop();
    const other = await addCompany(db(), 'Andere GmbH');
    const { cookie } = await asUser('user');
    const ok = { companyId: company.id, date: '2030-01-10', time: '10:00' };
    const foreign = await put(cookie, customer.id, { ...ok, companyId: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Kunde nicht gefunden');
    expect((await put(cookie, 999999, ok)).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/customers/999999/follow-up', cookie)).statusCode).toBe(404);
    expect((await ctx.request('POST', '/api/follow-ups/999999/done', cookie)).json().message).toBe(
      'Wiedervorlage nicht gefunden',
    );
    const owner = await put(cookie, customer.id, { ...ok, ownerId: 999999 });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toBe('Der gewählte Bearbeiter existiert nicht.');

    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, date: '2030-02-30' }, 'Ungültiges Datum (erwartet JJJJ-MM-TT)'],
      [{ ...ok, date: '10.01.2030' }, 'Ungültiges Datum (erwartet JJJJ-MM-TT)'],
      [{ ...ok, date: '1999-12-31' }, 'Das Datum muss zwischen 2000 und 2099 liegen'],
      [{ ...ok, time: '24:00' }, 'Ungültige Uhrzeit (erwartet HH:MM)'],
      [{ ...ok, time: 1000 }, 'Ungültige Uhrzeit (erwartet HH:MM)'],
      [{ ...ok, note: 'a'.repeat(501) }, 'Notiz darf höchstens 500 Zeichen haben'],
      [{ ...ok, note: 'Zeile\u0007' }, 'Notiz darf keine Steuerzeichen enthalten'],
      [{ ...ok, note: 'Zeile\neins' }, 'Notiz darf keine Steuerzeichen enthalten'],
      [{ ...ok, note: 'Null\u0000' }, 'Das Feld „note“ enthält ungültige Zeichen (z. B. ein Nullzeichen).'],
      [{ ...ok, ownerId: 'ich' }, 'Ungültige ID'],
      [{ ...ok, due: 'morgen' }, 'Unbekannter Schlüssel: "due"'],
    ];
    for (const [body, message] of cases) {
      const res = await put(cookie, customer.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await openRows(customer.id)).toHaveLength(0);
    expect(await audit(customer.id)).toHaveLength(0);
  });
});
