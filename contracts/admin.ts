import { z } from 'zod';

/**
 * Request bodies of the admin API, shared with the admin screens (which are
 * client-only, so they may load zod). Messages are the seed's where it has
 * one; the API prefixes each with the field name.
 */
export const ADMIN_LIMITS = { usernameMin: 3, usernameMax: 100, passwordMin: 6, passwordMax: 200 } as const;

export const FORM_LOGIN_MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
} as const;

export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** The first admin (api/auth/first-admin.ts), which can never be deleted; here for the screens, which cannot load argon2. */
export const PROTECTED_USERNAME = 'admin';

/**
 * The one rule for a password, wherever it is set or typed (the API, the
 * command-line scripts, ADMIN_PASSWORD): surrounding whitespace is dropped.
 * Creating a user trims both fields, so sign-in must trim too, or a password
 * typed with a stray space could never be used again. Written as zod's .trim()
 * in the schemas below; api/auth/passwords.ts applies it before hashing and
 * verifying, so no caller can skip it.
 */
export const normalisePassword = (password: string) => password.trim();

/** Sign-in: any non-empty values; wrong ones get the same 401 as an unknown user. */
export const loginInput = z.strictObject({
  username: z
    .string('must be text')
    .trim()
    .min(1, 'is required')
    .max(ADMIN_LIMITS.usernameMax, `must be at most ${ADMIN_LIMITS.usernameMax} characters`),
  // Capped so a huge password cannot make argon2 the bottleneck.
  password: z.string('must be text').trim().min(1, 'is required').max(1024, 'must be at most 1024 characters'),
});

/** The form login's client-side rules. */
export const formLoginInput = z.object({
  username: z.string().trim().min(ADMIN_LIMITS.usernameMin, FORM_LOGIN_MESSAGES.username),
  password: z.string().min(ADMIN_LIMITS.passwordMin, FORM_LOGIN_MESSAGES.password),
});

/**
 * What a signed-in user may do. An admin may do everything; an editor works
 * on the content (pages, media, the inbox) but manages no users and changes
 * no settings. Stored users have always been admins (the column's default).
 */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor' };
const role = z.enum(ROLES, { error: 'must be admin or editor' });

/** New user: both trimmed; a username the form login can accept (3+ characters); an admin unless said otherwise. */
export const createUserInput = z.strictObject({
  username: z
    .string('must be text')
    .trim()
    // abort: an empty field gets one message, not every rule it also breaks.
    .min(1, { error: 'is required', abort: true })
    .min(ADMIN_LIMITS.usernameMin, `must be at least ${ADMIN_LIMITS.usernameMin} characters`)
    .max(ADMIN_LIMITS.usernameMax, `must be at most ${ADMIN_LIMITS.usernameMax} characters`)
    .regex(/^[A-Za-z0-9._@-]+$/, 'may contain only letters, digits and . _ - @'),
  password: z
    .string('must be text')
    .trim()
    .min(1, { error: 'is required', abort: true })
    .min(ADMIN_LIMITS.passwordMin, `must be at least ${ADMIN_LIMITS.passwordMin} characters`)
    .max(ADMIN_LIMITS.passwordMax, `must be at most ${ADMIN_LIMITS.passwordMax} characters`),
  role: role.default('admin'),
});

/** PATCH /api/admin/users/:id */
export const updateUserInput = z.strictObject({ role });

export type LoginInput = z.input<typeof loginInput>;
export type CreateUserInput = z.input<typeof createUserInput>;

/** Answer shapes (the admin screens read these). */
export interface AdminMe {
  admin: { username: string; role: string; email: string | null };
}
export interface AdminUserRow {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}
