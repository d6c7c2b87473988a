import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../demo/smtp-sink';
import { createMailer, messageIdFor } from './transport';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => {
  sink.messages.length = 0;
  sink.refuseLogin(false);
  sink.failCommand('MAIL FROM', 'drop', 0);
  sink.failCommand('RCPT TO', 'drop', 0);
});

const mailer = (password = sink.password) =>
  createMailer({ host: sink.host, port: sink.port, user: sink.user, password }, { timeoutMs: 2000 });
const mail = (n: number) => ({
  from: `Reputationsschutz Nord <${sink.user}>`,
  to: 'kunde@example.com',
  replyTo: sink.user,
  subject: `Neue negative Bewertung für Bäckerei Müller ${n}`,
  text: 'Sehr geehrte Damen und Herren,\n\nÄrger über „Wartezeit“.',
  html: '<p>Sehr geehrte Damen und Herren,</p>',
  messageId: messageIdFor('https://www.reputation-nord.de', `log-${n}`),
});

describe('SMTP transport against the sink', () => {
  it('sends text and HTML with the Message-ID and Reply-To, over one connection for several mails', async () => {
    const m = mailer();
    const first = mail(1);
    expect(first.messageId).toMatch(/^<log-1\.[0-9a-f]{16}@reputation-nord\.de>$/);
    const results = [await m.send(first), await m.send(mail(2))];
    m.close();
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(sink.messages).toHaveLength(2);
    const got = sink.messages[0];
    expect(got.to).toEqual(['kunde@example.com']);
    expect(got.subject).toBe('Neue negative Bewertung für Bäckerei Müller 1');
    expect(got.headers.get('message-id')).toBe(first.messageId);
    expect(got.headers.get('reply-to')).toBe(sink.user);
    expect(got.text).toContain('Ärger über „Wartezeit“.');
    expect(got.html).toContain('<p>Sehr geehrte Damen und Herren,</p>');
  });

  it('answers the server reply in German: later for 4xx, the daily limit, refused for 5xx, never throwing', async () => {
    const m = mailer();
    sink.failNext({ code: 421, text: '4.7.0 Try again later' });
    expect(await m.send(mail(3))).toEqual({
      ok: false,
      failure: 'later',
      connectionClosed: true,
      message: expect.stringMatching(/^SMTP-Fehler: 421/),
    });
    sink.failNext({ code: 550, text: '5.4.5 Daily user sending limit exceeded' });
    const limit = await m.send(mail(4));
    expect(limit).toMatchObject({ ok: false, failure: 'daily_limit' });
    expect(limit.ok || limit.message).toContain('5.4.5 Daily user sending limit exceeded');
    sink.failNext({ code: 552, text: '5.2.2 Mailbox full' });
    expect(await m.send(mail(6))).toMatchObject({ ok: false, failure: 'refused' });
    m.close();
    expect(sink.messages).toHaveLength(0);
  });

  it('does not resend a message whose connection dropped mid-data', async () => {
    const m = mailer();
    sink.dropNext();
    const result = await m.send(mail(5));
    await new Promise((r) => setTimeout(r, 300));
    m.close();
    expect(result).toMatchObject({ ok: false, failure: 'unknown' });
    expect(sink.messages).toHaveLength(0);
  });

  it.each(['MAIL FROM', 'RCPT TO'] as const)(
    'calls a 421 at %s on a reused connection "later", and the next try goes out, once',
    async (command) => {
      const m = mailer();
      expect(await m.send(mail(10))).toMatchObject({ ok: true });
      sink.failCommand(command, { code: 421, text: '4.7.0 Try again later, closing connection' });
      expect(await m.send(mail(11))).toEqual({
        ok: false,
        failure: 'later',
        connectionClosed: true,
        message: 'SMTP-Fehler: 421 4.7.0 Try again later, closing connection',
      });
      expect(await m.send(mail(11))).toMatchObject({ ok: true });
      await new Promise((r) => setTimeout(r, 200));
      m.close();
      expect(sink.messages.map((s) => s.subject)).toEqual([mail(10).subject, mail(11).subject]);
    },
  );

  it('calls a connection dropped before DATA "later", on a fresh and on a reused connection', async () => {
    const m = mailer();
    sink.failCommand('MAIL FROM', 'drop');
    expect(await m.send(mail(12))).toMatchObject({
      ok: false,
      failure: 'later',
      connectionClosed: true,
      message: expect.stringMatching(/^SMTP-Verbindung vor dem Versand abgebrochen/),
    });
    expect(await m.send(mail(13))).toMatchObject({ ok: true });
    sink.failCommand('RCPT TO', 'drop');
    expect(await m.send(mail(14))).toMatchObject({ ok: false, failure: 'later' });
    m.close();
    expect(sink.messages).toHaveLength(1);
  });

  it('refuses a 550 at RCPT TO for good in German, and keeps the connection for the next mail', async () => {
    const m = mailer();
    expect(await m.send(mail(15))).toMatchObject({ ok: true });
    sink.failCommand('RCPT TO', { code: 550, text: '5.1.1 The email account does not exist' });
    expect(await m.send(mail(16))).toEqual({
      ok: false,
      failure: 'refused',
      connectionClosed: false,
      message:
        'SMTP-Fehler: 550 5.1.1 The email account does not exist – Empfänger abgelehnt, kein neuer Versuch',
    });
    expect(await m.send(mail(17))).toMatchObject({ ok: true });
    m.close();
    expect(sink.messages).toHaveLength(2);
  });

  it('does not resend a message whose reused connection dropped mid-data', async () => {
    const m = mailer();
    expect(await m.send(mail(18))).toMatchObject({ ok: true });
    sink.dropNext();
    const result = await m.send(mail(19));
    await new Promise((r) => setTimeout(r, 300));
    m.close();
    expect(result).toMatchObject({
      ok: false,
      failure: 'unknown',
      message: expect.stringMatching(/^Verbindung während des Versands abgebrochen, Ergebnis unbekannt/),
    });
    expect(sink.messages).toHaveLength(1);
  });

  it('verifies connection and login, with a German reason when either fails', async () => {
    expect(await mailer().verify()).toEqual({ connected: true });
    const wrong = await mailer('falsch').verify();
    expect(wrong.connected).toBe(false);
    expect(wrong.message).toBe('Anmeldung fehlgeschlagen');
    expect(wrong.message).not.toContain('falsch');
    const down = await createMailer(
      { host: '127.0.0.1', port: 9, user: 'x', password: 'y' },
      { timeoutMs: 1000 },
    ).verify();
    expect(down).toMatchObject({
      connected: false,
      message: 'Verbindung abgelehnt',
    });
    const refused = await createMailer({ host: '127.0.0.1', port: 9, user: 'x', password: 'y' }).send(
      mail(7),
    );
    expect(refused).toMatchObject({ ok: false, failure: 'later' });
  });
});
