import { formatDate, formatDateTime } from '@common/format';
import { roleLabels } from '@common/labels';
import type { User } from '@common/schemas/user';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dangerTone } from '@/lib/tones';

interface Props {
  users: User[];
  canManage: boolean;
  /** The signed-in user: their own account is never offered for deletion (the server refuses it). */
  currentUserId: number | undefined;
  onEdit(user: User): void;
  onDelete(user: User): void;
}

const roleVariant = { admin: 'default', manager: 'info', user: 'secondary' } as const;

function RowActions({
  user,
  currentUserId,
  onEdit,
  onDelete,
}: { user: User } & Pick<Props, 'currentUserId' | 'onEdit' | 'onDelete'>) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => onEdit(user)}>
        <Pencil className="size-4" aria-hidden />
        Bearbeiten
      </Button>
      {user.id !== currentUserId && (
        <Button variant="ghost" size="sm" className={dangerTone.ghostButton} onClick={() => onDelete(user)}>
          <Trash2 className="size-4" aria-hidden />
          Löschen
        </Button>
      )}
    </>
  );
}

/** A table from the medium breakpoint on, cards below it. */
export function UsersTable(props: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {props.users.map((user) => (
          <li key={user.id} className="rounded-lg border p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{user.name}</p>
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              </div>
              <Badge variant={roleVariant[user.role]}>{roleLabels[user.role]}</Badge>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-2 text-xs text-muted-foreground">
              <dt>Erstellt</dt>
              <dd className="tabular-nums">{formatDate(user.createdAt)}</dd>
              <dt>Letzter Login</dt>
              <dd className="tabular-nums">
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Nie angemeldet'}
              </dd>
            </dl>
            {props.canManage && (
              <div className="mt-2 flex justify-end">
                <RowActions
                  user={user}
                  currentUserId={props.currentUserId}
                  onEdit={props.onEdit}
                  onDelete={props.onDelete}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <UsersTableWide {...props} />
    </>
  );
}

function UsersTableWide({ users, canManage, currentUserId, onEdit, onDelete }: Props) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>E-Mail</TableHead>
            <TableHead>Rolle</TableHead>
            <TableHead>Erstellt</TableHead>
            <TableHead>Letzter Login</TableHead>
            {canManage && <TableHead className="text-right">Aktionen</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <Badge variant={roleVariant[user.role]}>{roleLabels[user.role]}</Badge>
              </TableCell>
              <TableCell className="tabular-nums">{formatDate(user.createdAt)}</TableCell>
              <TableCell className="tabular-nums">
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Nie angemeldet'}
              </TableCell>
              {canManage && (
                <TableCell className="text-right whitespace-nowrap">
                  <RowActions user={user} currentUserId={currentUserId} onEdit={onEdit} onDelete={onDelete} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
