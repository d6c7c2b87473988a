// A person's change of one customer, as the audit log records it (issue 24, decision 051): the
// changed fields with their old and new values, written in the transaction of the change itself.
import type { AuditAction } from '../../../common/enums';
import type { Db } from '../../db/client';
import { type AuditActor, auditChanges, recordAudit } from '../audit/audit.queries';
import type { CustomerRow } from './customers.queries';

type Audited = Pick<CustomerRow, 'id' | 'companyId' | 'name'>;

/** Only id and name of the signed-in user go into the log. */
export const auditActor = (user: AuditActor | null): AuditActor | null =>
  user ? { id: user.id, name: user.name } : null;

/** The compared fields: all but the ones a change never touches. */
function comparable(row: Partial<CustomerRow>) {
  const { id: _id, companyId: _companyId, createdAt: _createdAt, ...fields } = row;
  return fields;
}

/** A change of the status alone reads as one, so does (de)activating; anything else is 'updated'. */
function actionOf(fields: string[]): AuditAction {
  if (fields.length === 1 && fields[0] === 'status') return 'status_changed';
  if (fields.length === 1 && fields[0] === 'isActive') return 'deactivated';
  return 'updated';
}

/** Records what differs between `before` and `after`; nothing when nothing changed. */
export async function recordCustomerChange(
  db: Db,
  actor: AuditActor | null,
  before: Partial<CustomerRow>,
  after: CustomerRow,
) {
  const changes = auditChanges(comparable(before), comparable(after));
  if (!changes) return;
  let action = actionOf(Object.keys(changes));
  if (action === 'deactivated' && after.isActive) action = 'activated';
  await recordCustomer(db, actor, after, action, changes);
}

/** A new customer: the values it was given (empty ones left out). */
export async function recordCustomerCreated(db: Db, actor: AuditActor | null, row: CustomerRow) {
  const given = Object.fromEntries(
    Object.entries(comparable(row)).filter(([, v]) => v !== null && v !== '' && v !== false),
  );
  await recordCustomer(db, actor, row, 'created', auditChanges({}, given));
}

export async function recordCustomer(
  db: Db,
  actor: AuditActor | null,
  customer: Audited,
  action: AuditAction,
  changes: ReturnType<typeof auditChanges>,
) {
  await recordAudit(db, auditActor(actor), [
    {
      entity: 'customer',
      entityId: customer.id,
      entityLabel: customer.name,
      companyId: customer.companyId,
      action,
      changes,
    },
  ]);
}
