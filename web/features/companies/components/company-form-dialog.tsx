import { queryKeys } from '@/lib/query-keys';
import '@common/zod-locale';
import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '@common/constants';
import { type Company, type CreateCompany, createCompanySchema } from '@common/schemas/company';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveCompany } from '../api/save-company';
import { CompanyFormFields } from './company-form-fields';

export interface CompanyFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null: a new company. */
  company: Company | null;
  /** After the notice; the shell selects a new company and reloads the app (docs/product.md §4). */
  onSaved(company: Company, isNew: boolean): void;
}

type Output = z.output<typeof createCompanySchema>;

const valuesOf = (company: Company | null): CreateCompany => ({
  name: company?.name ?? '',
  gmailEmail: company?.gmailEmail ?? '',
  gmailPassword: '',
  smtpHost: company?.smtpHost ?? DEFAULT_SMTP_HOST,
  smtpPort: String(company?.smtpPort ?? DEFAULT_SMTP_PORT),
  removalCountsRaisedRating: company?.removalCountsRaisedRating ?? true,
});

/** docs/product.md §5 company form: the same zod rules as the server (common/schemas/company.ts). */
export function CompanyFormDialog({ open, onOpenChange, company, onSaved }: CompanyFormDialogProps) {
  const isNew = company === null;
  const queryClient = useQueryClient();
  const save = useSaveCompany();
  const form = useForm<CreateCompany, unknown, Output>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: valuesOf(company),
  });

  useEffect(() => {
    if (open) form.reset(valuesOf(company));
  }, [open, company, form]);

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { id: company?.id ?? null, input },
      {
        onSuccess: (saved) => {
          // The list must know the company before the shell navigates to it (see use-company-selection-sync).
          queryClient.setQueryData<Company[]>(queryKeys.companies, (list = []) =>
            list.some((c) => c.id === saved.id)
              ? list.map((c) => (c.id === saved.id ? saved : c))
              : [...list, saved],
          );
          toast({ title: isNew ? 'Firma erstellt' : 'Firma aktualisiert' });
          onOpenChange(false);
          onSaved(saved, isNew);
        },
        onError: (error) =>
          toast({
            title: 'Fehler',
            // The server's German reason (say, admins only for the SMTP server), else ours.
            description: errorMessage(
              error,
              isNew ? 'Firma konnte nicht erstellt werden' : 'Firma konnte nicht aktualisiert werden',
            ),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{isNew ? 'Neue Firma' : 'Firma bearbeiten'}</DialogTitle>
          <DialogDescription>
            {isNew
              ? 'Legen Sie eine Firma mit ihrem E-Mail-Konto für die Benachrichtigungen an.'
              : 'Ändern Sie den Namen und das E-Mail-Konto der Firma.'}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <CompanyFormFields form={form} isNew={isNew} hasPassword={company?.hasGmailPassword ?? false} />
          <FormDialogFooter isNew={isNew} pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
