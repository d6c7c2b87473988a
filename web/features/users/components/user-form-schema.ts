import '@common/zod-locale';
import { PASSWORD_MIN_LENGTH } from '@common/constants';
import { userRoles } from '@common/enums';
import { passwordMinMessage, passwordRequiredMessage } from '@common/schemas/user';
import { z } from 'zod';

/** The form's rules (docs/product.md §5); the server checks the same ones with common/schemas/user.ts. */
export function userFormSchema(isNew: boolean) {
  return z
    .object({
      name: z.string().trim().min(1, 'Name ist erforderlich'),
      email: z.string().trim().min(1, 'E-Mail ist erforderlich').pipe(z.email('Ungültige E-Mail-Adresse')),
      role: z.enum(userRoles),
      password: z.string(),
    })
    .superRefine((values, ctx) => {
      if (isNew && values.password === '') {
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordRequiredMessage });
      } else if (values.password !== '' && values.password.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMinMessage });
      }
    });
}

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;
