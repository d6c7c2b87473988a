import { formatDate, formatDateTime } from '@common/format';
import { roleLabels } from '@common/labels';
import type { User } from '@common/schemas/user';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface Props {
  users: User[];
  canManage: boolean;
  onEdit(user: User): void;
  onDelete(user: User): void;
}

const roleVariant = { admin: 'default', manager: 'info', user: 'secondary' } as const;

export function UsersTable({ users, canManage, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto">
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
                  <Button variant="ghost" size="sm" onClick={() => onEdit(user)}>
                    <Pencil className="size-4" aria-hidden />
                    Bearbeiten
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Löschen
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
