import { ReviewsPage } from '@/features/reviews/reviews-page';

export default ReviewsPage;
