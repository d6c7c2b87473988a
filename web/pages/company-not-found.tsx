import { Building2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/**
 * A company id in the address that no company has (/dashboard-new/999999): said plainly, with a
 * way to the same page of a company that exists, instead of quietly showing another (issue 19).
 */
export function CompanyNotFoundPage({
  name,
  companyId,
  existing,
}: {
  /** The page's first path segment ('dashboard-new', 'reviews', …). */
  name: string;
  companyId: number;
  existing: { id: number; name: string };
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <Building2 className="size-8 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold">Firma nicht gefunden</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Eine Firma mit der ID {companyId} gibt es nicht (mehr). Wählen Sie oben eine Firma aus oder öffnen
            Sie diese Seite für eine vorhandene Firma.
          </p>
          <Button asChild variant="outline">
            <Link href={paths.companyPage(name, existing.id)}>Weiter zu {existing.name}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
