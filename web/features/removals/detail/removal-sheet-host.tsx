import { lazy, Suspense } from 'react';
import { useUrlState } from '@/lib/use-url-state';
import type { TransitionTarget } from '../components/transition-dialog';
import type { RemovalAction } from '../removal-text';

const RemovalSheet = lazy(() => import('./removal-sheet'));

/** The case named by `?removal=` in a side sheet; loaded only when one is opened. */
export function RemovalSheetHost({
  onAction,
}: {
  /** A manager's move from the sheet; without it (a plain user) the sheet shows no moves. */
  onAction?: (target: TransitionTarget) => void;
}) {
  const [url, setUrl] = useUrlState({ removal: '' });
  const id = Number(url.removal);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (
    <Suspense fallback={null}>
      <RemovalSheet
        id={id}
        onClose={() => setUrl({ removal: '' })}
        onAction={onAction && ((removal, action: RemovalAction) => onAction({ removal, action }))}
      />
    </Suspense>
  );
}
