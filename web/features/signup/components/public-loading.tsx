import { Loader2 } from 'lucide-react';
import { PublicLayout } from './public-layout';

/** A public page while its data loads (no company known yet). */
export function PublicLoading() {
  return (
    <PublicLayout>
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Wird geladen...
      </p>
    </PublicLayout>
  );
}
