import { ReviewsOldPage } from '@/features/reviews/reviews-old-page';

export default ReviewsOldPage;
