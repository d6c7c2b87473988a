// The case-update mails (issue 36 point 4, docs/decisions/072): when a customer's case is filed,
// removed or refused, the owner hears of it by mail with their portal link, at most once a Berlin
// day, the day's news collected: the minute tick writes them from 17:00 to 20:00 Berlin time, each
// with what changed since the customer's last one. A company switch turns them off. A service mail
// about the owner's own orders, no advertising: an opt-out from offers does not stop it.
import { berlinDay } from '../../../common/calendar-days';
import { CASE_UPDATE_HOURS, REMINDER_HOURS } from '../../../common/constants';
import type { Db } from '../../db/client';
import { berlinInstant, berlinWallTime } from '../../lib/berlin-time';
import { caseUpdateMail } from '../../mail/case-update-mail';
import { companyMessageId } from '../sending/company-mailer';
import type { MailKind } from '../sending/mail-kinds';
import { claimCaseUpdate, listCustomersWithNews } from './case-update-mails.queries';

/** News older than this many days is not mailed (a company that turns the mails on sends no backlog). */
export const CASE_NEWS_DAYS = 7;

const DAY_MS = 24 * 3600_000;

const startOfBerlinDay = (now: Date) => {
  const w = berlinWallTime(now);
  return berlinInstant(w.year, w.month, w.day);
};

/** Writes the case-update mails due at `now`; the delivery of the same tick sends them. Returns how many. */
export async function writeCaseUpdates(db: Db, now: Date) {
  const { hour } = berlinWallTime(now);
  if (hour < CASE_UPDATE_HOURS.from || hour >= CASE_UPDATE_HOURS.to) return 0;
  const window = {
    since: new Date(now.getTime() - CASE_NEWS_DAYS * DAY_MS),
    dayStart: startOfBerlinDay(now),
    now,
  };
  let written = 0;
  for (const customerId of await listCustomersWithNews(db, window, 200)) {
    const logId = await claimCaseUpdate(db, customerId, window, ({ company, customer }, changes) => {
      if (!customer.email.trim()) return null;
      // Test mode: the operator's address instead of the customer's, as every kind does.
      const testTo = company.testMode ? company.testRecipient || company.gmailEmail : null;
      const content = caseUpdateMail({ company, customer, changes, testFor: testTo ? customer.email : null });
      return {
        customerId,
        companyId: company.id,
        kind: 'case_update',
        emailSubject: content.subject,
        emailContent: content.text,
        emailHtml: content.html,
        recipient: testTo ?? customer.email.trim(),
        isTest: testTo !== null,
        messageId: companyMessageId(company, `case-update-${customerId}-${berlinDay(now)}`),
        status: 'pending',
      };
    });
    if (logId !== null) written++;
  }
  return written;
}

/**
 * The kind's rule at delivery: like the reminders, not at night (8 to 20 o'clock Berlin time), for
 * a mail that waited for the company's cap or a retry past 20:00.
 */
export const caseUpdateMailKind: MailKind = {
  advertising: false,
  hold(now) {
    const w = berlinWallTime(now);
    if (w.hour >= REMINDER_HOURS.from && w.hour < REMINDER_HOURS.to) return null;
    const until = berlinInstant(
      w.year,
      w.month,
      w.hour < REMINDER_HOURS.from ? w.day : w.day + 1,
      REMINDER_HOURS.from,
    );
    return {
      until,
      message: `Nachrichten zu Löschaufträgen gehen nur zwischen ${REMINDER_HOURS.from} und ${REMINDER_HOURS.to} Uhr hinaus – Versand ab ${REMINDER_HOURS.from} Uhr`,
    };
  },
};
