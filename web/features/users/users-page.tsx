import type { User } from '@common/schemas/user';
import { Plus, Shield, UserCheck, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser, usePermissions } from '@/lib/auth';
import { dangerTone } from '@/lib/tones';
import { useDeleteUser, useUsers } from './api/users';
import { UserFormDialog } from './components/user-form-dialog';
import { UsersTable } from './components/users-table';

export function UsersPage() {
  const { data: users = [], isLoading, isError, error, refetch } = useUsers();
  const { manageUsers } = usePermissions();
  const { user: me } = useCurrentUser();
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; user: User | null }>({ open: false, user: null });

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return users;
    return users.filter(
      (u) => u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle),
    );
  }, [users, search]);

  // docs/product.md §2 asks before deleting; in the app's dialog, not the browser's (issue 19).
  const [toDelete, setToDelete] = useState<User | null>(null);
  const deleteUser = (user: User) => {
    setToDelete(null);
    remove.mutate(user.id, {
      onSuccess: () => toast({ title: 'Benutzer gelöscht' }),
      onError: (error) =>
        toast({
          title: 'Fehler beim Löschen',
          description: errorMessage(error, 'Der Benutzer konnte nicht gelöscht werden.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <PageHeader
        title="Benutzerverwaltung"
        subtitle="Verwalten Sie Systembenutzer und Zugriffsrechte"
        actions={
          manageUsers && (
            <Button onClick={() => setDialog({ open: true, user: null })}>
              <Plus className="size-4" aria-hidden />
              Neuer Benutzer
            </Button>
          )
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Benutzer gesamt" value={users.length} icon={Users} />
        <StatCard
          label="Administratoren"
          value={users.filter((u) => u.role === 'admin').length}
          icon={Shield}
          tone={dangerTone.icon}
        />
        <StatCard
          label="Aktive Benutzer"
          value={users.filter((u) => u.lastLoginAt).length}
          icon={UserCheck}
          tone="text-green-600 dark:text-green-400"
        />
      </div>
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Alle Benutzer ({filtered.length})</CardTitle>
          <SearchInput
            className="w-full sm:w-72"
            placeholder="Nach Name oder E-Mail suchen..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <p className="py-8 text-center text-muted-foreground">Lade Benutzer...</p>
          ) : isError ? (
            <LoadError error={error} onRetry={refetch} />
          ) : filtered.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {search.trim() ? 'Keine Benutzer gefunden' : 'Keine Benutzer vorhanden'}
            </p>
          ) : (
            <UsersTable
              currentUserId={me?.id}
              users={filtered}
              canManage={manageUsers}
              onEdit={(user) => setDialog({ open: true, user })}
              onDelete={setToDelete}
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        title="Benutzer löschen"
        description={`Sind Sie sicher, dass Sie den Benutzer "${toDelete?.name ?? ''}" löschen möchten?`}
        confirmLabel="Löschen"
        destructive
        onConfirm={() => toDelete && deleteUser(toDelete)}
        onCancel={() => setToDelete(null)}
      />
      {manageUsers && (
        <UserFormDialog
          open={dialog.open}
          user={dialog.user}
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        />
      )}
    </>
  );
}
