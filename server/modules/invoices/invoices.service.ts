// Invoices (docs/product.md §13, docs/decisions/044): a draft bills a customer's verified removals;
// finalizing gives the gapless number and freezes it; a cancellation invoice ('Stornorechnung')
// reverses it and frees its removals; payments make it paid. Every change is one transaction under
// the invoice's row lock and writes its event. `now` is for tests; the routes use the server's clock.
import { addDays, berlinDay, germanDay } from '../../../common/calendar-days';
import {
  formatCents,
  formatInvoiceNumber,
  invoiceTotals,
  priceToCents,
  vatRateOf,
} from '../../../common/invoice-math';
import { buyerParty, missingForInvoice, sellerParty } from '../../../common/invoice-parties';
import type { InvoiceDetail, InvoiceParty } from '../../../common/schemas/invoice';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SessionUser } from '../auth/session-user';
import { getInvoiceDetail } from './invoice-detail.queries';
import { recordInvoiceEvent } from './invoice-events.queries';
import { takeNextNumber } from './invoice-numbers.queries';
import * as q from './invoices.queries';

const invoiceNotFound = () => notFound('Rechnung nicht gefunden');
const customerNotFound = () => notFound('Kunde nicht gefunden');
const conflict = (message: string) => new AppError('CONFLICT', message);
const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

const frozenMessage =
  'Festgeschriebene Rechnungen können nicht geändert werden. Korrigieren Sie sie mit einer Stornorechnung.';
const nothingBillableMessage =
  'Für diesen Kunden gibt es keine verifizierten Entfernungen, die noch nicht abgerechnet sind.';

/** The invoice as the API answers it, seen on `now`'s Berlin day. */
export async function getInvoice(db: Db, id: number, now = new Date()): Promise<InvoiceDetail> {
  const detail = await getInvoiceDetail(db, id, berlinDay(now));
  if (!detail) throw invoiceNotFound();
  return detail;
}

/** 'Entfernung der Google-Bewertung von Anna B. (2 Sterne) vom 05.01.2026'. */
export function lineDescription(author: string | null, rating: number, reviewDay: string | null) {
  const by = author?.trim() ? ` von ${author.trim()}` : '';
  const stars = rating === 1 ? '1 Stern' : `${rating} Sterne`;
  const on = reviewDay ? ` vom ${germanDay(reviewDay)}` : '';
  return `Entfernung der Google-Bewertung${by} (${stars})${on}`;
}

async function invoicingCompany(db: Db, companyId: number) {
  const company = await q.getInvoicingCompany(db, companyId);
  if (!company) throw notFound('Firma nicht gefunden');
  return company;
}

/** GET /api/customers/:id/billable: what 'Rechnung erstellen' would bill, and what finalizing lacks. */
export async function getBillable(db: Db, customerId: number) {
  const buyer = await q.getBuyer(db, customerId);
  if (!buyer) throw customerNotFound();
  const [company, rows] = await Promise.all([
    invoicingCompany(db, buyer.companyId),
    q.listBillable(db, customerId),
  ]);
  return {
    removals: rows.map((r) => ({
      ...r,
      reviewDate: r.reviewDate?.toISOString() ?? null,
      removedAt: r.removedAt.toISOString(),
    })),
    netCents: rows.reduce((sum, r) => sum + priceToCents(r.pricePerReview), 0),
    missing: missingForInvoice(sellerParty(company), buyerParty(buyer)),
  };
}

/**
 * 'Rechnung erstellen': a draft with all of the customer's verified removals not yet billed. The
 * customer's row lock makes a second click wait and then find nothing left to bill (409).
 */
export async function createDraft(db: Db, user: SessionUser, customerId: number, now = new Date()) {
  const id = await db.transaction(async (tx) => {
    const buyer = await q.getBuyer(tx, customerId, true);
    if (!buyer) throw customerNotFound();
    const rows = await q.listBillable(tx, customerId, true);
    if (rows.length === 0) throw conflict(nothingBillableMessage);
    const company = await invoicingCompany(tx, buyer.companyId);
    const lines = rows.map(
      (r, i): q.NewInvoiceLine => ({
        position: i + 1,
        removalId: r.removalId,
        description: lineDescription(r.username, r.rating, r.reviewDate && berlinDay(r.reviewDate)),
        reviewAuthor: r.username,
        reviewRating: r.rating,
        reviewDate: r.reviewDate && berlinDay(r.reviewDate),
        removedOn: berlinDay(r.removedAt),
        netCents: priceToCents(r.pricePerReview),
      }),
    );
    const vatRate = vatRateOf(company);
    const invoiceId = await q.insertInvoice(
      tx,
      {
        companyId: company.id,
        customerId,
        ...amountsOf(company.vatMode, vatRate, lines),
        seller: sellerParty(company),
        buyer: buyerParty(buyer),
        createdBy: user.id,
        createdAt: now,
      },
      lines,
    );
    await q.setRemovalsInvoice(
      tx,
      rows.map((r) => r.removalId),
      invoiceId,
    );
    await recordInvoiceEvent(tx, {
      invoiceId,
      customerId,
      user,
      kind: 'created',
      detail: `Entwurf mit ${lines.length} ${lines.length === 1 ? 'Position' : 'Positionen'} erstellt`,
      at: now,
    });
    return invoiceId;
  });
  return getInvoice(db, id, now);
}

/** The date of service: the first and last removal day of the lines. */
/** The VAT mode and rate, the totals and the service days of these lines. */
function amountsOf<M>(vatMode: M, vatRate: number, lines: { netCents: number; removedOn?: string | null }[]) {
  return {
    vatMode,
    vatRate,
    ...invoiceTotals(
      lines.map((l) => l.netCents),
      vatRate,
    ),
    ...serviceDays(lines),
  };
}

function serviceDays(lines: { removedOn?: string | null }[]) {
  const days = lines
    .map((l) => l.removedOn)
    .filter((d): d is string => !!d)
    .sort();
  return { serviceFrom: days[0] ?? null, serviceTo: days.at(-1) ?? null };
}

/** The invoice under its row lock; 404 when missing, 409 unless it is a draft. */
async function lockDraft(tx: Db, id: number) {
  const row = await q.lockInvoice(tx, id);
  if (!row) throw invoiceNotFound();
  if (row.state !== 'draft') throw conflict(frozenMessage);
  return row;
}

/** Takes the next number of the company for `today` in the caller's transaction (see invoice-numbers.queries.ts). */
async function nextNumber(tx: Db, company: q.InvoicingCompany, today: string) {
  const year = Number(today.slice(0, 4));
  const running = await takeNextNumber(tx, company.id, company.invoiceNumberYear ? year : 0);
  return formatInvoiceNumber(company, year, running);
}

/** A number the format already gave (the format was changed back): a German 409, not a 500. */
async function withNumberGuard<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(
        'Die nächste Rechnungsnummer ist bereits vergeben. Bitte das Nummernformat in den Einstellungen prüfen.',
      );
    }
    throw error;
  }
}

/**
 * 'Festschreiben': parties taken again and frozen, the next gapless number, issue and due day,
 * date of service and totals. Refused (nothing consumed) while seller or buyer data are missing.
 */
export async function finalizeInvoice(db: Db, user: SessionUser, invoiceId: number, now = new Date()) {
  await withNumberGuard(() =>
    db.transaction(async (tx) => {
      const row = await q.lockInvoice(tx, invoiceId);
      if (!row) throw invoiceNotFound();
      if (row.state !== 'draft')
        throw conflict(`Die Rechnung ist bereits festgeschrieben (Nr. ${row.number}).`);
      const company = await invoicingCompany(tx, row.companyId);
      const customer = row.customerId === null ? undefined : await q.getBuyer(tx, row.customerId);
      const seller = sellerParty(company);
      const buyer: InvoiceParty = customer ? buyerParty(customer) : row.buyer;
      const lines = await q.linesOf(tx, invoiceId);
      if (lines.length === 0)
        throw conflict('Der Entwurf hat keine Positionen und kann nicht festgeschrieben werden.');
      const stale = lines.filter((l) => l.removalState !== null && l.removalState !== 'removed');
      if (stale.length > 0) {
        throw conflict(
          `Position ${stale.map((l) => l.position).join(', ')}: die Entfernung ist nicht mehr verifiziert (Bewertung wieder sichtbar oder Auftrag storniert). Bitte die Position entfernen.`,
        );
      }
      const missing = missingForInvoice(seller, buyer);
      if (missing.length > 0) {
        throw conflict(`Die Rechnung kann nicht festgeschrieben werden. Es fehlt: ${missing.join('; ')}.`);
      }
      const today = berlinDay(now);
      const number = await nextNumber(tx, company, today);
      const vatRate = vatRateOf(company);
      await q.updateInvoice(tx, invoiceId, {
        state: 'open',
        number,
        seller,
        buyer,
        ...amountsOf(company.vatMode, vatRate, lines),
        issuedOn: today,
        dueOn: addDays(today, company.paymentTermDays),
        finalizedAt: now,
      });
      await recordInvoiceEvent(tx, {
        invoiceId,
        customerId: row.customerId,
        user,
        kind: 'finalized',
        detail: `Festgeschrieben als Rechnung ${number}`,
        at: now,
      });
    }),
  );
  return getInvoice(db, invoiceId, now);
}

/** 'Position entfernen' on a draft: the removal is billable again. */
export async function deleteLine(
  db: Db,
  user: SessionUser,
  invoiceId: number,
  lineId: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockDraft(tx, invoiceId);
    const line = await q.deleteLine(tx, invoiceId, lineId);
    if (!line) throw notFound('Position nicht gefunden');
    if (line.removalId !== null) await q.setRemovalsInvoice(tx, [line.removalId], null);
    const lines = await q.linesOf(tx, invoiceId);
    await q.updateInvoice(tx, invoiceId, {
      ...invoiceTotals(
        lines.map((l) => l.netCents),
        row.vatRate,
      ),
      ...serviceDays(lines),
    });
    await recordInvoiceEvent(tx, {
      invoiceId,
      customerId: row.customerId,
      user,
      kind: 'line_removed',
      detail: `Position ${line.position} entfernt: ${line.description}`,
      at: now,
    });
  });
  return getInvoice(db, invoiceId, now);
}

/** 'Entwurf löschen': the draft goes, its removals are billable again. */
export async function deleteDraft(db: Db, invoiceId: number) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, invoiceId);
    await q.freeRemovalsOf(tx, invoiceId);
    await q.deleteInvoice(tx, invoiceId);
  });
}

/**
 * 'Stornieren': a cancellation invoice with the next number, the lines negated, the same parties;
 * the original becomes 'cancelled' and its removals billable again. Answers the cancellation.
 */
export async function cancelInvoice(
  db: Db,
  user: SessionUser,
  invoiceId: number,
  reason: string | undefined,
  now = new Date(),
) {
  const id = await withNumberGuard(() =>
    db.transaction(async (tx) => {
      const row = await q.lockInvoice(tx, invoiceId);
      if (!row) throw invoiceNotFound();
      if (row.kind === 'cancellation') throw conflict('Eine Stornorechnung kann nicht storniert werden.');
      if (row.state === 'draft') throw conflict('Ein Entwurf wird nicht storniert, sondern gelöscht.');
      if (row.state === 'cancelled') throw conflict('Die Rechnung ist bereits storniert.');
      const company = await invoicingCompany(tx, row.companyId);
      const today = berlinDay(now);
      const number = await nextNumber(tx, company, today);
      const lines = (await q.linesOf(tx, invoiceId)).map(
        ({ id: _, removalState: __, ...l }): q.NewInvoiceLine => ({ ...l, netCents: -l.netCents }),
      );
      const because = reason ? ` Grund: ${reason}` : '';
      const cancellationId = await q.insertInvoice(
        tx,
        {
          companyId: row.companyId,
          customerId: row.customerId,
          kind: 'cancellation',
          state: 'cancelled',
          number,
          cancelsInvoiceId: row.id,
          issuedOn: today,
          serviceFrom: row.serviceFrom,
          serviceTo: row.serviceTo,
          vatMode: row.vatMode,
          vatRate: row.vatRate,
          ...invoiceTotals(
            lines.map((l) => l.netCents),
            row.vatRate,
          ),
          seller: row.seller,
          buyer: row.buyer,
          createdBy: user.id,
          createdAt: now,
          finalizedAt: now,
        },
        lines,
      );
      await q.updateInvoice(tx, row.id, { state: 'cancelled' });
      await q.freeRemovalsOf(tx, row.id);
      const event = { customerId: row.customerId, user, at: now } as const;
      await recordInvoiceEvent(tx, {
        ...event,
        invoiceId: row.id,
        kind: 'cancelled',
        detail: `Storniert durch Stornorechnung ${number}.${because}`,
      });
      await recordInvoiceEvent(tx, {
        ...event,
        invoiceId: cancellationId,
        kind: 'finalized',
        detail: `Stornorechnung ${number} zu Rechnung ${row.number}.${because}`,
      });
      return cancellationId;
    }),
  );
  return getInvoice(db, id, now);
}

/** 'Als bezahlt markieren' (or a part payment): paid once the payments reach the gross amount. */
export async function addPayment(
  db: Db,
  user: SessionUser,
  invoiceId: number,
  input: { paidOn: string; amount: number; note?: string },
  now = new Date(),
) {
  if (input.paidOn > berlinDay(now)) throw badRequest('Das Zahlungsdatum darf nicht in der Zukunft liegen.');
  await db.transaction(async (tx) => {
    const row = await q.lockInvoice(tx, invoiceId);
    if (!row) throw invoiceNotFound();
    if (row.state === 'draft')
      throw conflict('Ein Entwurf kann nicht bezahlt werden. Bitte zuerst festschreiben.');
    if (row.state === 'paid') throw conflict('Die Rechnung ist bereits bezahlt.');
    if (row.state === 'cancelled') throw conflict('Eine stornierte Rechnung kann nicht bezahlt werden.');
    const outstanding = row.grossCents - row.paidCents;
    if (input.amount > outstanding) {
      throw conflict(`Betrag übersteigt den offenen Betrag von ${formatCents(outstanding)}.`);
    }
    await q.insertPayment(tx, {
      invoiceId,
      paidOn: input.paidOn,
      amountCents: input.amount,
      note: input.note ?? null,
      createdBy: user.id,
      createdAt: now,
    });
    const paidCents = row.paidCents + input.amount;
    const full = paidCents >= row.grossCents;
    await q.updateInvoice(tx, invoiceId, {
      paidCents,
      ...(full ? { state: 'paid', paidOn: input.paidOn } : {}),
    });
    const rest = full ? 'vollständig bezahlt' : `offen noch ${formatCents(row.grossCents - paidCents)}`;
    await recordInvoiceEvent(tx, {
      invoiceId,
      customerId: row.customerId,
      user,
      kind: 'payment',
      detail: `Zahlung ${formatCents(input.amount)} am ${germanDay(input.paidOn)}, ${rest}${input.note ? `: ${input.note}` : ''}`,
      at: now,
    });
  });
  return getInvoice(db, invoiceId, now);
}
