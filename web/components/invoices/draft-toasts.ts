import { formatCount } from '@common/format';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';

// 'Rechnung erstellen' from a removed case and from the 'Abrechenbar' tab says the same.

export const draftCreatedToast = (customerName: string, lines: number) =>
  toast({
    title: 'Rechnungsentwurf erstellt',
    description: `${customerName}: ${formatCount(lines)} ${lines === 1 ? 'Position' : 'Positionen'}`,
  });

export const draftFailedToast = (error: Error) =>
  toast({
    title: 'Entwurf nicht erstellt',
    description: errorMessage(error, 'Der Entwurf konnte nicht erstellt werden.'),
    variant: 'destructive',
  });
