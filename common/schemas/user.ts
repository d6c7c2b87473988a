import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { userRoles } from '../enums';
import { controlCharsMessage, isOneLine } from './control-chars';

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const passwordMinMessage = `Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen haben`;
export const passwordRequiredMessage = 'Passwort ist für neue Benutzer erforderlich';

const name = z
  .string({ error: 'Name ist erforderlich' })
  .trim()
  .min(1, 'Name ist erforderlich')
  .max(200, 'Name darf höchstens 200 Zeichen haben')
  .refine(isOneLine, controlCharsMessage('Name'));
const email = z
  .string({ error: 'E-Mail ist erforderlich' })
  .trim()
  .toLowerCase()
  .max(254, 'E-Mail-Adresse ist zu lang')
  .pipe(z.email('Ungültige E-Mail-Adresse'));
const password = z
  .string({ error: passwordRequiredMessage })
  .min(PASSWORD_MIN_LENGTH, passwordMinMessage)
  .max(200, 'Passwort darf höchstens 200 Zeichen haben');
const role = z.enum(userRoles, { error: 'Ungültige Rolle' });

export const createUserSchema = z.strictObject({
  name,
  email,
  role: role.default('user'),
  password,
});
export type CreateUser = z.input<typeof createUserSchema>;

/** An update keeps every field it does not name; a missing or blank password keeps the stored one. */
export const updateUserSchema = z.strictObject({
  name: name.optional(),
  email: email.optional(),
  role: role.optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()) as z.ZodType<
    string | undefined
  >,
});
export type UpdateUser = z.input<typeof updateUserSchema>;

export const loginSchema = z.strictObject({
  email: z
    .string({ error: 'E-Mail ist erforderlich' })
    .trim()
    .toLowerCase()
    .min(1, 'E-Mail ist erforderlich')
    .max(254),
  password: z.string({ error: 'Passwort ist erforderlich' }).min(1, 'Passwort ist erforderlich').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
