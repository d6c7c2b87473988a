// A person's change of a company or its settings, as the audit log records it (issue 24, decision
// 051). The log never holds a secret: a new app password or Apify key is recorded as
// `{ secret: true }`, a dropped one as `{ secret: true, to: null }`, never with a value. The rows
// compared are the public ones (companyColumns), which never select the sealed secrets.
import type { AuditAction } from '../../../common/enums';
import type { Db } from '../../db/client';
import { type AuditActor, type AuditEntry, auditChanges, recordAudit } from '../audit/audit.queries';
import type { CompanyRow } from './companies.queries';

/** The company's secrets as the forms send them. */
const secretFields = ['gmailPassword', 'apifyApiKey'] as const;
type SecretInput = Partial<Record<(typeof secretFields)[number], string | undefined>>;

/** Whether each secret is stored, by the public row's flag. */
const storedFlag = { gmailPassword: 'hasGmailPassword', apifyApiKey: 'hasApifyApiKey' } as const;

function comparable(row: Partial<CompanyRow>) {
  const {
    id: _id,
    createdAt: _createdAt,
    hasGmailPassword: _hasGmailPassword,
    hasApifyApiKey: _hasApifyApiKey,
    ...fields
  } = row;
  return fields;
}

/** The secrets given (never their values), and the ones dropped by a change of account or actor. */
function secretChanges(input: SecretInput, before: Partial<CompanyRow> | null, after: CompanyRow) {
  const given = { gmailPassword: input.gmailPassword, apifyApiKey: input.apifyApiKey };
  const changes: NonNullable<AuditEntry['changes']> = auditChanges({}, given, secretFields) ?? {};
  for (const field of secretFields) {
    const flag = storedFlag[field];
    if (!changes[field] && before?.[flag] && !after[flag]) changes[field] = { secret: true, to: null };
  }
  return changes;
}

export async function recordCompanyChange(
  db: Db,
  actor: AuditActor | null | undefined,
  action: AuditAction,
  input: SecretInput,
  before: CompanyRow | null,
  after: CompanyRow,
) {
  // A new company: the stored values of the fields the form gave (not every default).
  const given = (key: string) => key in input && (input as Record<string, unknown>)[key] !== undefined;
  const fields =
    action === 'created'
      ? auditChanges(
          {},
          Object.fromEntries(
            Object.entries(comparable(after)).filter(([k, v]) => given(k) && v !== null && v !== ''),
          ),
        )
      : auditChanges(comparable(before ?? {}), comparable(after));
  const changes = { ...fields, ...secretChanges(input, before, after) };
  if (action !== 'created' && Object.keys(changes).length === 0) return;
  await recordAudit(db, actor ? { id: actor.id, name: actor.name } : null, [
    {
      entity: 'company',
      entityId: after.id,
      entityLabel: after.name,
      companyId: after.id,
      action,
      changes: Object.keys(changes).length > 0 ? changes : null,
    },
  ]);
}
