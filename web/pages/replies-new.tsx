import { RepliesPage } from '@/features/replies/replies-page';

export default RepliesPage;
