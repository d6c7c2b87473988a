// The automatic reminders of the minute tick (server/jobs/engine.ts, docs/product.md §13): between
// 8 and 20 o'clock Berlin time, an open invoice gets its 'Zahlungserinnerung' from the due day + the
// company's first reminder days and its 'Mahnung' from the due day + the second; each customer at
// most one reminder a Berlin day; the 'Letzte Mahnung' only by a person. Every instance ticks: the
// claim (customer lock, conditional UPDATE of the level) lets one of them write each reminder.
import { berlinDay } from '../../../common/calendar-days';
import type { Db } from '../../db/client';
import { getInvoiceDetail } from './invoice-detail.queries';
import { listDueReminders } from './invoice-mails.queries';
import { berlinDayBounds, inReminderHours, queueReminder } from './invoice-mails.service';

/** Writes the reminders due at `now`; their mails go out with the tick's delivery. Returns how many. */
export async function remindOverdueInvoices(db: Db, now: Date) {
  if (!inReminderHours(now)) return 0;
  const today = berlinDay(now);
  const day = berlinDayBounds(now);
  let written = 0;
  // The list leaves out customers reminded today, but two invoices of one customer may both be in it:
  // the second is held by the claim.
  for (const { id, level } of await listDueReminders(db, today, day, 200)) {
    const detail = await getInvoiceDetail(db, id, today);
    if (!detail || detail.reminderLevel !== level || level >= 2) continue;
    if ((await queueReminder(db, null, detail, now)).ok) written++;
  }
  return written;
}
