import { RemovalsPage } from '@/features/removals/removals-page';

export default RemovalsPage;
