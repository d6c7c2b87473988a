import { useMediaQuery } from '@/components/use-media-query';

/**
 * Where the customer table starts (docs/product.md §2 "large screens"): Tailwind's xl, not lg, because from
 * lg on the sidebar takes 256 px and six columns do not fit the ~670 px left at 1024 px (decision 012).
 */
export const useIsLargeScreen = () => useMediaQuery('(min-width: 80rem)');
