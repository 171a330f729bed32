import type { ColumnType, Generated } from 'kysely';

/** admin_users: staff who sign in to the admin area. */
export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  passwordHash: string;
  role: ColumnType<string, string | undefined, string>;
  isActive: ColumnType<number, number | undefined, number>;
  lastLogin: string | null;
  /** 1 while the user wants the review before publish e-mails (their own choice, on by default). */
  reviewEmails: ColumnType<number, number | undefined, number>;
  createdAt: ColumnType<string, string | undefined, never>;
  updatedAt: ColumnType<string, string | undefined, string>;
}
