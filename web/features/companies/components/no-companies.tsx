import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePermissions } from '@/lib/auth';
import { afterCompanySaved } from '../company-events';
import { useChooseCompany } from '../use-company-selection-sync';
import { LazyCompanyFormDialog } from './lazy-company-form-dialog';

/** A fresh installation has no company yet: company pages show this instead of empty errors. */
export function NoCompanies() {
  const { manageCompanies } = usePermissions();
  const choose = useChooseCompany();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <Building2 className="size-10 text-primary" aria-hidden />
          <h1 className="text-xl font-semibold">Noch keine Firma vorhanden</h1>
          <p className="text-sm text-muted-foreground">
            {manageCompanies
              ? 'Legen Sie Ihre erste Firma an, um Kunden, Bewertungen und Scans zu verwalten.'
              : 'Bitten Sie einen Administrator, eine Firma anzulegen.'}
          </p>
          {manageCompanies && (
            <Button onClick={() => setOpen(true)}>
              <Building2 className="size-4" aria-hidden />
              Erste Firma anlegen
            </Button>
          )}
        </CardContent>
      </Card>
      <LazyCompanyFormDialog
        open={open}
        onOpenChange={setOpen}
        company={null}
        onSaved={(company) => {
          choose(company.id);
          afterCompanySaved();
        }}
      />
    </div>
  );
}
