import type { CsvImportPreview, CsvImportResult } from '@common/schemas/csv-import';
import { apiFetch, withQuery } from '@/lib/api-client';

/** The file itself is the body (text/csv): no form encoding, the server reads the bytes. */
async function postFile<T>(url: string, file: File): Promise<T> {
  const res = await apiFetch(url, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: file });
  return (await res.json()) as T;
}

/** POST /api/customers/import/preview: what the import would do with each row; writes nothing. */
export const previewLeadImport = (companyId: number, file: File) =>
  postFile<CsvImportPreview>(withQuery('/api/customers/import/preview', { companyId }), file);

/** POST /api/customers/import: the rows the preview showed as new, all or none. */
export const confirmLeadImport = (companyId: number, file: File, preview: CsvImportPreview) =>
  postFile<CsvImportResult>(
    withQuery('/api/customers/import', { companyId, fileHash: preview.fileHash, planHash: preview.planHash }),
    file,
  );
