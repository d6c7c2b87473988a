import { SimpleReviewsPage } from '@/features/reviews/simple-reviews-page';

export default SimpleReviewsPage;
