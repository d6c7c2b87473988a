import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refusedPort,
  SSH_BANNER,
  startSshBanner,
  startTcpDouble,
  type TcpDouble,
} from '../../tests/support/tcp-doubles';
import { type SmtpSink, startSmtpSink } from '../demo/smtp-sink';
import { classifyConnectionError } from './connection-problem';
import { createMailer } from './transport';

let sink: SmtpSink;
let ssh: TcpDouble;
let silent: TcpDouble;
let refusing: TcpDouble;
beforeAll(async () => {
  [sink, ssh, silent, refusing] = await Promise.all([
    startSmtpSink(),
    startSshBanner(),
    startTcpDouble(null),
    // Greets like a server that turns everyone away, with words of its own.
    startTcpDouble('554 5.7.1 intern-mx-07.firma.local geheime Kennung\r\n'),
  ]);
});
afterAll(async () => {
  await Promise.all([sink.close(), ssh.close(), silent.close(), refusing.close()]);
});

const verify = (port: number, password = sink.password, timeoutMs = 2000) =>
  createMailer({ host: '127.0.0.1', port, user: sink.user, password }, { timeoutMs }).verify();

describe('the connection test says only the class of a failure', () => {
  it('answers connected, or one of the fixed German classes', async () => {
    expect(await verify(sink.port)).toEqual({ connected: true });
    expect(await verify(sink.port, 'falsch')).toEqual({
      connected: false,
      message: 'Anmeldung fehlgeschlagen',
    });
    expect(await verify(await refusedPort())).toEqual({ connected: false, message: 'Verbindung abgelehnt' });
    expect(await verify(silent.port, sink.password, 300)).toEqual({
      connected: false,
      message: 'Zeitüberschreitung',
    });
  });

  it('never passes on the far end words: an SSH banner or a refusing greeting is "Kein SMTP-Server"', async () => {
    const fromSsh = await verify(ssh.port);
    expect(fromSsh).toEqual({ connected: false, message: 'Kein SMTP-Server' });
    expect(JSON.stringify(fromSsh)).not.toMatch(/SSH|OpenSSH/);
    // Nothing of the account went to the SSH server either: no login before a greeting.
    expect(ssh.received).not.toContain(sink.password);
    const fromRefusing = await verify(refusing.port);
    expect(fromRefusing).toEqual({ connected: false, message: 'Kein SMTP-Server' });
    expect(JSON.stringify(fromRefusing)).not.toMatch(/554|intern-mx|geheim/);
  });

  it('classifies by error code, never by text', () => {
    const cases: [object, string][] = [
      [{ code: 'EAUTH', response: '535 nein' }, 'auth'],
      [{ code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, 'refused'],
      [{ code: 'ECONNREFUSED' }, 'refused'],
      [{ code: 'ETIMEDOUT' }, 'timeout'],
      [{ code: 'EDNS', originalCode: 'ENOTFOUND' }, 'not_found'],
      [{ code: 'EPROTOCOL', response: SSH_BANNER }, 'not_smtp'],
      [{ code: 'ETLS' }, 'tls'],
      [{ code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER' }, 'tls'],
      [{ code: 'ECONNECTION', command: 'EHLO', response: '500 what' }, 'not_smtp'],
      [{ message: 'Verbindung abgelehnt ECONNREFUSED' }, 'other'],
      [new Error('irgendwas'), 'other'],
    ];
    for (const [error, expected] of cases)
      expect(classifyConnectionError(error), JSON.stringify(error)).toBe(expected);
    expect(classifyConnectionError(undefined)).toBe('other');
  });
});
