import type { CsvImportPreview } from '@common/schemas/csv-import';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { confirmLeadImport, previewLeadImport } from './import-leads';

/**
 * The import's two steps: `choose` checks a file (nothing written), `importRows` imports its new
 * rows. `close` refuses while importing; closing forgets the file.
 */
export function useCsvImport(companyId: number, onOpenChange: (open: boolean) => void) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const close = (next: boolean) => {
    if (busy === 'importing') return;
    if (!next) reset();
    onOpenChange(next);
  };

  const choose = async (chosen: File | null) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    setBusy('checking');
    try {
      setPreview(await previewLeadImport(companyId, chosen));
    } catch (e) {
      setError(errorMessage(e, 'Die Datei konnte nicht geprüft werden.'));
    } finally {
      setBusy(null);
    }
  };

  const importRows = async () => {
    if (!file || !preview) return;
    setBusy('importing');
    setError(null);
    try {
      const result = await confirmLeadImport(companyId, file, preview);
      await queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      toast({ title: 'Import abgeschlossen', description: result.message });
      reset();
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, 'Der Import ist fehlgeschlagen. Es wurde nichts gespeichert.'));
    } finally {
      setBusy(null);
    }
  };

  return { file, preview, error, busy, close, choose, importRows };
}
