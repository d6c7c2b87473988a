import { UsersPage } from '@/features/users/users-page';

export default UsersPage;
