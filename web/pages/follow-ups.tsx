import { FollowUpsPage } from '@/features/follow-ups/follow-ups-page';

export default FollowUpsPage;
