// The lead import (decision 050): a preview that writes nothing, and a confirm that judges the same
// file again under the company's row lock and writes every new row or none, in one transaction.
import { createHash, randomUUID } from 'node:crypto';
import { formatEuro } from '../../../common/format';
import { implausiblePriceText, isImplausiblePrice, PLAUSIBLE_PRICE_MAX } from '../../../common/price';
import type { CsvImportPreview, CsvImportResult, CsvPreviewRow } from '../../../common/schemas/csv-import';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { companyNotFound, ensureCompany } from '../companies/companies.service';
import { recordConsents } from '../customers/consent.queries';
import { insertLeads } from '../customers/customers-import.queries';
import { type ParsedFile, parseLeadFile } from './csv-import.parse';
import { customerKeys, lockCompany } from './csv-import.queries';
import { judgeRow, type LeadValues, type Problem, placeKeys } from './csv-import.rows';

/** The note of an imported consent: the operator's claim, never a sign-up's proof (decision 043). */
export const IMPORT_CONSENT_NOTE = 'CSV-Import';
const AUDIT_CHUNK = 2000;

interface PlannedRow extends CsvPreviewRow {
  lead: LeadValues | null;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

type Existing = Awaited<ReturnType<typeof customerKeys>>;

/**
 * What the confirm would do with each row: refused (invalid), skipped (the same e-mail or place
 * as a customer or an earlier row of the file) or created. The first of two equal rows wins.
 */
function plan(companyId: number, parsed: ParsedFile, existing: Existing): PlannedRow[] {
  const known = {
    email: new Map<string, string>(),
    link: new Map<string, string>(),
    place: new Map<string, string>(),
  };
  for (const c of existing) {
    if (c.email) known.email.set(c.email, c.name);
    if (c.googleMapsLink) {
      const keys = placeKeys(c.googleMapsLink);
      known.link.set(keys.link, c.name);
      if (keys.placeId) known.place.set(keys.placeId, c.name);
    }
    if (c.placeId) known.place.set(c.placeId, c.name);
  }
  const inFile = {
    email: new Map<string, number>(),
    link: new Map<string, number>(),
    place: new Map<string, number>(),
  };
  return parsed.rows.map(({ line, values }) => {
    const judged = judgeRow(companyId, values);
    const shown = { line, name: values.name.slice(0, 200), email: values.email.slice(0, 254) };
    if (!judged.ok) return { ...shown, action: 'invalid', problems: judged.problems, lead: null };
    const { lead } = judged;
    const email = lead.email.toLowerCase();
    const keys = placeKeys(lead.googleMapsLink);
    const problems: Problem[] = [];
    const customer = known.email.get(email);
    const earlier = inFile.email.get(email);
    if (customer !== undefined)
      problems.push({ field: 'E-Mail', message: `Gleiche E-Mail wie der Kunde „${customer}“` });
    else if (earlier !== undefined)
      problems.push({ field: 'E-Mail', message: `Gleiche E-Mail wie Zeile ${earlier}` });
    const placeCustomer =
      known.link.get(keys.link) ?? (keys.placeId ? known.place.get(keys.placeId) : undefined);
    const placeEarlier =
      inFile.link.get(keys.link) ?? (keys.placeId ? inFile.place.get(keys.placeId) : undefined);
    if (placeCustomer !== undefined)
      problems.push({ field: 'Google-Maps-Link', message: `Gleicher Ort wie der Kunde „${placeCustomer}“` });
    else if (placeEarlier !== undefined)
      problems.push({ field: 'Google-Maps-Link', message: `Gleicher Ort wie Zeile ${placeEarlier}` });
    if (problems.length > 0) return { ...shown, action: 'duplicate', problems, lead: null };
    inFile.email.set(email, line);
    inFile.link.set(keys.link, line);
    if (keys.placeId) inFile.place.set(keys.placeId, line);
    // The customer form asks before such a price ('7950' for '79,50'); here the preview warns on
    // the row, and importing it is the operator's answer.
    const warnings = isImplausiblePrice(lead.pricePerReview)
      ? [{ field: 'Preis', message: `${implausiblePriceText(lead.pricePerReview)}. Bitte prüfen.` }]
      : [];
    return { ...shown, action: 'new', problems: warnings, lead };
  });
}

/** The plan's fingerprint: the confirm writes only what the preview showed. */
const planHash = (rows: PlannedRow[]) =>
  sha256(JSON.stringify(rows.map((r) => [r.line, r.action, r.problems, r.lead])));

const order = { invalid: 0, duplicate: 1, new: 2 } as const;

/** POST /api/customers/import/preview: what the confirm would do with each row; writes nothing. */
export async function previewImport(db: Db, companyId: number, bytes: Buffer): Promise<CsvImportPreview> {
  const parsed = parseLeadFile(bytes);
  await ensureCompany(db, companyId);
  const rows = plan(companyId, parsed, await customerKeys(db, companyId));
  const counts = { new: 0, duplicate: 0, invalid: 0 };
  for (const r of rows) counts[r.action]++;
  const notices: string[] = [];
  if (parsed.encoding === 'Windows-1252') {
    notices.push(
      'Die Datei ist nicht in UTF-8 gespeichert und wurde als Windows-1252 (Excel) gelesen. Bitte prüfen Sie die Umlaute in der Vorschau.',
    );
  }
  const warnings: string[] = [];
  const highPrices = rows.filter((r) => r.lead && isImplausiblePrice(r.lead.pricePerReview));
  if (highPrices.length > 0) {
    const lines = highPrices.slice(0, 10).map((r) => r.line);
    warnings.push(
      `${highPrices.length === 1 ? '1 neue Zeile hat' : `${highPrices.length.toLocaleString('de-DE')} neue Zeilen haben`} einen ungewöhnlich hohen Preis (über ${formatEuro(PLAUSIBLE_PRICE_MAX)} pro Rezension): ${lines.length === 1 ? 'Zeile' : 'Zeilen'} ${lines.join(', ')}${highPrices.length > 10 ? ' …' : ''}. Bitte prüfen Sie, ob z. B. 7950 statt 79,50 gemeint war.`,
    );
  }
  const ignored = parsed.columns.filter((c) => c.field === null && c.header !== '');
  if (ignored.length > 0) {
    notices.push(`Nicht übernommene Spalten: ${ignored.map((c) => `„${c.header.slice(0, 60)}“`).join(', ')}`);
  }
  return {
    fileHash: sha256(bytes),
    planHash: planHash(rows),
    encoding: parsed.encoding,
    delimiter: parsed.delimiter,
    columns: parsed.columns,
    counts,
    rows: rows
      .map(({ lead: _, ...row }) => row)
      .sort((a, b) => order[a.action] - order[b.action] || a.line - b.line),
    notices,
    warnings,
  };
}

const changedFile = () =>
  new AppError(
    'CONFLICT',
    'Die Datei hat sich seit der Vorschau geändert. Bitte laden Sie die Vorschau erneut und prüfen Sie sie.',
  );
const changedData = () =>
  new AppError(
    'CONFLICT',
    'Die Kunden dieser Firma haben sich seit der Vorschau geändert. Bitte laden Sie die Vorschau erneut und prüfen Sie sie.',
  );

const customersWord = (n: number) => (n === 1 ? '1 Kunde' : `${n.toLocaleString('de-DE')} Kunden`);

/**
 * POST /api/customers/import: the rows the preview showed as new, all in one transaction or none.
 * Refused and duplicate rows are left out, as the preview the operator confirmed said (decision 050).
 */
export async function confirmImport(
  db: Db,
  actor: SessionUser,
  input: { companyId: number; fileHash: string; planHash: string },
  bytes: Buffer,
): Promise<CsvImportResult> {
  if (sha256(bytes) !== input.fileHash) throw changedFile();
  const parsed = parseLeadFile(bytes);
  const who = { id: actor.id, name: actor.name };
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, input.companyId))) throw companyNotFound();
    const rows = plan(input.companyId, parsed, await customerKeys(tx, input.companyId));
    if (planHash(rows) !== input.planHash) throw changedData();
    const leads = rows.flatMap((r) => (r.lead ? [r.lead] : []));
    if (leads.length === 0) {
      throw new AppError('BAD_REQUEST', 'Die Datei enthält keine neuen Kunden, die importiert werden können');
    }
    const created = await insertLeads(tx, input.companyId, leads, actor.id, IMPORT_CONSENT_NOTE);
    const idByEmail = new Map(created.map((c) => [c.email.toLowerCase(), c.id]));
    const consents = leads
      .filter((l) => l.consent !== 'none')
      .map((l) => ({
        customerId: idByEmail.get(l.email.toLowerCase()) as number,
        consent: l.consent,
        source: 'operator' as const,
        user: who,
        note: IMPORT_CONSENT_NOTE,
        date: l.consentDate,
      }));
    await recordConsents(tx, consents);
    const batchId = randomUUID();
    for (let i = 0; i < created.length; i += AUDIT_CHUNK) {
      const entries = created.slice(i, i + AUDIT_CHUNK).map((c) => ({
        entity: 'customer' as const,
        entityId: c.id,
        entityLabel: c.name,
        action: 'imported' as const,
        companyId: input.companyId,
      }));
      await recordAudit(tx, who, entries, { batchId });
    }
    const skipped = rows.filter((r) => r.action === 'duplicate').length;
    const invalid = rows.filter((r) => r.action === 'invalid').length;
    return {
      imported: created.length,
      skipped,
      invalid,
      batchId,
      message: `${customersWord(created.length)} importiert, ${skipped.toLocaleString('de-DE')} übersprungen, ${invalid.toLocaleString('de-DE')} fehlerhaft`,
    };
  });
}
