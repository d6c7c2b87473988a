import type { UserRole } from '../../../common/enums';

/** What a request carries of its user: never the password hash. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}
