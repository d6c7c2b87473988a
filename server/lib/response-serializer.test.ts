import { expect, it } from 'vitest';
import type { companySchema } from '../../common/schemas/company';
import { userSchema } from '../../common/schemas/user';
import { responseSerializer } from './response-serializer';

const serialize = (schema: typeof userSchema | typeof companySchema, data: unknown) =>
  JSON.parse(
    (responseSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (d: unknown) => string)(
      data,
    ),
  );

it('sends only the fields its schema names, with dates as ISO strings', () => {
  const row = {
    id: 1,
    email: 'chef@example.com',
    name: 'Chef',
    role: 'admin',
    createdAt: new Date('2026-11-23T08:00:00Z'),
    lastLoginAt: null,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$geheim',
  };
  expect(serialize(userSchema, row)).toEqual({
    id: 1,
    email: 'chef@example.com',
    name: 'Chef',
    role: 'admin',
    createdAt: '2026-11-23T08:00:00.000Z',
    lastLoginAt: null,
  });
});

it('refuses to answer data that does not fit instead of sending it', () => {
  expect(() => serialize(userSchema, { id: 'eins', gmailPasswordSealed: 'v1.x.y.z' })).toThrow(/Schema/);
});
