// The parsing the mailbox reader decides on (issue 24): a real DSN, a delay report (no bounce),
// an HTML-only answer (kept as text), a message without a Message-ID.
import { describe, expect, it } from 'vitest';
import { composeBounce, composeMail } from '../../../tests/support/imap-server';
import { BODY_MAX_CHARS, parseInboundMail } from './inbound-mail';

describe('parseInboundMail', () => {
  it('reads a bounce: the failed recipient, the reason and the original Message-ID', async () => {
    const raw = await composeBounce({
      to: 'vertrieb@nord.de',
      recipient: 'Info@Weber.de',
      originalMessageId: '<scan-1-2.abc@nord.de>',
      originalSubject: 'Ihre Google-Bewertung',
    });
    const mail = await parseInboundMail(raw, 'fallback');
    expect(mail.bounce).toEqual({
      recipients: ['info@weber.de'],
      reason:
        'Status 5.1.1: 550 5.1.1 <Info@Weber.de>: Recipient address rejected: User unknown in virtual mailbox table',
    });
    expect(mail.referencedIds).toEqual(['<scan-1-2.abc@nord.de>']);
    expect(mail.fromAddress).toBe('mailer-daemon@googlemail.com');
  });

  it('takes a delay report for no bounce', async () => {
    const raw = [
      'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
      'To: vertrieb@nord.de',
      'Subject: Delivery Status Notification (Delay)',
      'Message-ID: <delay-1@mx.google.com>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Delivery is delayed.',
      '--b1',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; googlemail.com',
      '',
      'Final-Recipient: rfc822; info@weber.de',
      'Action: delayed',
      'Status: 4.4.7',
      '--b1--',
      '',
    ].join('\r\n');
    const mail = await parseInboundMail(Buffer.from(raw), 'fallback');
    expect(mail.bounce).toBeNull();
  });

  it('keeps an HTML-only answer as plain text, cut to the limit, and names a message without a Message-ID', async () => {
    const html = `<p>Guten Tag,</p><p><b>ja</b>, gern.</p><script>alert(1)</script>${'x'.repeat(BODY_MAX_CHARS)}`;
    const raw = (await composeMail({ from: 'a@b.de', to: 'c@d.de', subject: 'Re: Angebot', html }))
      .toString('utf8')
      .replace(/^Message-ID: .*\r\n/im, '');
    const mail = await parseInboundMail(Buffer.from(raw), 'uid-7-3@1.imap');
    expect(mail.messageId).toBe('<uid-7-3@1.imap>');
    expect(mail.text?.startsWith('Guten Tag,')).toBe(true);
    expect(mail.text).not.toContain('<p>');
    expect(mail.text).not.toContain('<b>');
    expect(mail.text?.length).toBe(BODY_MAX_CHARS);
    expect(mail.bounce).toBeNull();
  });
});
