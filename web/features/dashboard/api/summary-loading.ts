import { createContext, useContext } from 'react';

/**
 * True while the dashboard's summary request is under way (decision 069): its parts then wait for
 * it instead of asking their own endpoints. Outside the dashboard (the old one) nothing waits.
 */
export const SummaryLoading = createContext(false);

export const useSummaryLoading = () => useContext(SummaryLoading);
