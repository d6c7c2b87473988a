import { describe, expect, it } from 'vitest';
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'ein-geheimnis-mit-mindestens-32-zeichen!';

describe('unsubscribe token', () => {
  it('names its customer, and only with the right secret', () => {
    const token = unsubscribeToken(secret, 42);
    expect(verifyUnsubscribeToken(secret, token)).toBe(42);
    expect(verifyUnsubscribeToken('ein-anderes-geheimnis-mit-32-zeichen!!', token)).toBeNull();
  });

  it('refuses a token moved to another customer or changed in any way', () => {
    const [, mac] = unsubscribeToken(secret, 42).split('.');
    expect(verifyUnsubscribeToken(secret, `43.${mac}`)).toBeNull();
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    expect(verifyUnsubscribeToken(secret, `42.${flipped}`)).toBeNull();
    for (const bad of ['', '42', '42.', `042.${mac}`, `99999999999.${mac}`, `42.${mac}x`, `-1.${mac}`])
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
  });

  it('builds the link on the public address without a double slash', () => {
    expect(unsubscribeUrl('https://app.example.de/', secret, 7)).toBe(
      `https://app.example.de/abmelden/${unsubscribeToken(secret, 7)}`,
    );
  });
});
