import { expect, it } from 'vitest';
import { type RemovalState, removalStates } from '../../../common/enums';
import { manualTransitions, transitionRefusal } from '../../../common/removal-rules';
import { patchRemovalSchema } from '../../../common/schemas/removal';
import { describeApi } from '../../../tests/support/app';
import type { SessionUser } from '../auth/session-user';
import { moveTo, operator, order, seedShop, snapshot } from './removals.fixture';
import { patchRemoval } from './removals.service';

// Clock: ordered on 2 March 2026 (CET), moves a few days later.
const ORDERED = new Date('2026-03-02T09:00:00Z');
const day = (n: number) => new Date(ORDERED.getTime() + n * 86_400_000);

/** How each state is reached from 'ordered' (the check's states through the one writer). */
const pathTo: Record<RemovalState, RemovalState[]> = {
  ordered: [],
  filed: ['filed'],
  verifying: ['filed', 'verifying'],
  removed: ['filed', 'verifying', 'removed'],
  refused: ['filed', 'refused'],
  appealed: ['filed', 'refused', 'appealed'],
  reinstated: ['filed', 'verifying', 'removed', 'reinstated'],
  cancelled: ['cancelled'],
};

describeApi('removal transitions', (ctx) => {
  const db = () => ctx.database.db;
  let manager: SessionUser;

  /** A case in `state`, the last move on day 1. */
  async function caseIn(state: RemovalState) {
    const { review } = await seedShop(db());
    manager = await operator(db());
    const created = await order(db(), manager, (await review()).id, ORDERED);
    for (const step of pathTo[state]) await moveTo(db(), created.id, step, day(1));
    return created.id;
  }
  const patch = (id: number, body: object, now: Date, user = manager) =>
    patchRemoval(db(), user, id, patchRemovalSchema.parse(body), now);

  for (const from of removalStates) {
    for (const to of manualTransitions[from]) {
      it(`${from} → ${to} is recorded with user, time, note and the new deadline`, async () => {
        const id = await caseIn(from);
        const now = day(5);
        const body =
          to === 'filed' ? { state: to, channel: 'legal', note: 'los' } : { state: to, note: 'los' };
        const detail = await patch(id, body, now);
        expect(detail.state).toBe(to);
        expect(detail.stateChangedAt).toEqual(now);
        expect(detail.events.at(-1)).toMatchObject({
          userName: manager.name,
          fromState: from,
          toState: to,
          note: 'los',
          at: now,
        });
        const deadlines: Partial<Record<RemovalState, [string, string]>> = {
          ordered: ['file_by', '2026-03-09'],
          filed: ['appeal_from', '2026-03-10'],
          refused: ['appeal_until', '2026-09-07'],
        };
        expect([detail.deadlineKind, detail.deadlineOn]).toEqual(deadlines[to] ?? [null, null]);
        if (to === 'filed') expect(detail).toMatchObject({ channel: 'legal', filedOn: '2026-03-07' });
      });
    }
  }

  it('refuses every other transition with the German 409 and changes nothing', async () => {
    for (const from of removalStates) {
      await ctx.database.reset();
      const id = await caseIn(from);
      const before = await snapshot(db(), id);
      for (const to of removalStates.filter((s) => !manualTransitions[from].includes(s))) {
        const body = to === 'filed' ? { state: to, channel: 'google' } : { state: to };
        const error = await patch(id, body, day(30)).catch((e) => e);
        expect(error.statusCode, `${from} → ${to}`).toBe(409);
        expect(error.message).toBe(
          transitionRefusal(from, to, { today: '2026-04-01', filedOn: null, stateDay: '2026-03-03' }),
        );
      }
      expect(await snapshot(db(), id)).toEqual(before);
    }
  });

  it('an appeal after filing is possible from the third day (Berlin), the refusal contestable for 6 months', async () => {
    const id = await caseIn('ordered');
    // Filed on 4 March, recorded on the 6th.
    await patch(id, { state: 'filed', channel: 'google', filedOn: '2026-03-04' }, day(4));
    const before = await snapshot(db(), id);
    // 6 March 23:59 CET is still the 6th: too early.
    const early = await patch(id, { state: 'appealed' }, new Date('2026-03-06T22:59:00Z')).catch((e) => e);
    expect([early.statusCode, early.message]).toEqual([409, 'Einspruch erst ab 07.03.2026 möglich.']);
    expect(await snapshot(db(), id)).toEqual(before);
    expect((await patch(id, { state: 'appealed' }, new Date('2026-03-06T23:00:00Z'))).state).toBe('appealed');

    // Refused on 31 August (CEST), contestable until 28 February.
    await patch(id, { state: 'refused' }, new Date('2026-08-31T10:00:00Z'));
    const late = await patch(id, { state: 'appealed' }, new Date('2027-02-28T23:00:00Z')).catch((e) => e);
    expect([late.statusCode, late.message]).toEqual([
      409,
      'Die Einspruchsfrist ist am 28.02.2027 abgelaufen.',
    ]);
    const inTime = await patch(id, { state: 'appealed' }, new Date('2027-02-28T22:59:00Z'));
    expect(inTime.state).toBe('appealed');
  });

  it('filing: channel required, day defaults to today, never in the future nor before the order', async () => {
    const id = await caseIn('ordered');
    const before = await snapshot(db(), id);
    const fail = (body: object) =>
      patch(id, body, day(3)).then(
        () => null,
        (e) => [e.statusCode ?? 400, e.message],
      );
    expect(() => patchRemovalSchema.parse({ state: 'filed' })).toThrow('Bitte den Meldeweg wählen');
    expect(() => patchRemovalSchema.parse({ state: 'refused', channel: 'google' })).toThrow(
      'Meldeweg und Meldedatum gibt es nur beim Melden',
    );
    expect(await fail({ state: 'filed', channel: 'google', filedOn: '2026-03-06' })).toEqual([
      400,
      'Das Meldedatum darf nicht in der Zukunft liegen.',
    ]);
    expect(await fail({ state: 'filed', channel: 'google', filedOn: '2026-03-01' })).toEqual([
      400,
      'Das Meldedatum darf nicht vor dem Auftragstag (02.03.2026) liegen.',
    ]);
    expect(await snapshot(db(), id)).toEqual(before);
    const filed = await patch(id, { state: 'filed', channel: 'partner' }, day(3));
    expect(filed).toMatchObject({ filedOn: '2026-03-05', channel: 'partner', deadlineOn: '2026-03-08' });
    expect(filed.events.at(-1)).toMatchObject({ channel: 'partner', filedOn: '2026-03-05' });
  });

  it('a note alone adds a note event and keeps state and deadline', async () => {
    const id = await caseIn('filed');
    const user = await operator(db(), 'user');
    const before = await snapshot(db(), id);
    const detail = await patch(id, { note: 'Google hat geantwortet' }, day(2), user);
    expect(detail.state).toBe('filed');
    expect(detail.events.at(-1)).toMatchObject({
      userName: user.name,
      fromState: null,
      toState: null,
      note: 'Google hat geantwortet',
    });
    const after = await snapshot(db(), id);
    expect(after.row).toEqual(before.row);
    expect(after.events).toHaveLength(before.events.length + 1);
  });

  it('over HTTP: a plain user may add notes but not move a case; 404 for an unknown case', async () => {
    const id = await caseIn('ordered');
    const user = await ctx.signIn('user');
    const url = `/api/removals/${id}`;
    const move = await ctx.request('PATCH', url, user.cookie, { state: 'cancelled' });
    expect(move.statusCode).toBe(403);
    expect(move.json().message).toBe(
      'Nur Administratoren und Manager dürfen Löschaufträge weiterbewegen; Notizen darf jeder hinzufügen.',
    );
    const note = await ctx.request('PATCH', url, user.cookie, { note: 'Rückruf erbeten' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().events.map((e: { note: string }) => e.note)).toEqual([null, 'Rückruf erbeten']);
    const mgr = await ctx.signIn('manager');
    const cancelled = await ctx.request('PATCH', url, mgr.cookie, {
      state: 'cancelled',
      note: 'Kunde zieht zurück',
    });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', deadlineKind: null, due: false });
    const illegal = await ctx.request('PATCH', url, mgr.cookie, { state: 'filed', channel: 'google' });
    expect([illegal.statusCode, illegal.json().message]).toEqual([
      409,
      'Von „Storniert“ ist kein Wechsel zu „Gemeldet“ möglich.',
    ]);
    expect((await ctx.request('PATCH', url, mgr.cookie, { state: 'ordered' })).json().state).toBe('ordered');
    const events = (await ctx.request('GET', url, user.cookie)).json().events;
    expect(events.map((e: { toState: string | null }) => e.toState)).toEqual([
      'ordered',
      null,
      'cancelled',
      'ordered',
    ]);
    const missing = await ctx.request('PATCH', '/api/removals/999999', mgr.cookie, { note: 'x' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Löschauftrag nicht gefunden']);
    expect((await ctx.request('GET', '/api/removals/999999', user.cookie)).statusCode).toBe(404);
    const empty = await ctx.request('PATCH', url, mgr.cookie, { note: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Bitte einen Status oder eine Notiz angeben',
    ]);
    const nul = await ctx.request('PATCH', url, mgr.cookie, { note: 'a\u0000' });
    expect(nul.statusCode).toBe(400);
  });

  it('shows the proof newest first and the timeline oldest first', async () => {
    const id = await caseIn('removed');
    const detail = await patch(id, { note: 'Nachweis geprüft' }, day(2));
    expect(detail.events.map((e) => e.toState)).toEqual(['ordered', 'filed', 'verifying', 'removed', null]);
    expect(detail.events.map((e) => e.userName)).toEqual([manager.name, null, null, null, manager.name]);
    expect(detail.deadlineKind).toBe('watch_until');
    expect(detail.due).toBe(false);
  });
});
