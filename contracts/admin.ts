import { z } from 'zod';

/**
 * Request bodies of the admin API, shared with the admin screens (which are
 * client-only, so they may load zod). Messages are the seed's where it has
 * one; the API prefixes each with the field name.
 */
/**
 * passwordMin applies to every password that is set: a new user, a reset
 * (npm run admin:reset-password) and the first admin's ADMIN_PASSWORD. An
 * admin account signs in with the password alone (no second factor), and it
 * can publish to the live site and manage users, so 12 characters: long
 * enough that guessing through the rate-limited sign-in or cracking a stolen
 * hash is out of reach, while a short phrase of ordinary words still
 * qualifies. That follows the current NIST guidance for passwords used as the
 * only factor. No composition rules (digits, symbols): length is what helps,
 * and such rules push people to predictable patterns.
 *
 * signInPasswordMin is only the sign-in form's client-side check (the seed's
 * 6): it must not refuse passwords set before the minimum was raised, which
 * still sign in. The API's sign-in checks no length at all.
 */
export const ADMIN_LIMITS = {
  usernameMin: 3,
  usernameMax: 100,
  passwordMin: 12,
  signInPasswordMin: 6,
  passwordMax: 200,
} as const;

export const FORM_LOGIN_MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: `Password must be at least ${ADMIN_LIMITS.signInPasswordMin} characters`,
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
  password: z.string().min(ADMIN_LIMITS.signInPasswordMin, FORM_LOGIN_MESSAGES.password),
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

/**
 * PATCH /api/admin/me: the signed-in user's own account. `email` is where
 * their review e-mails go (empty or null: none); `reviewEmails` whether they
 * want them at all (a draft submitted for an admin; theirs sent back or
 * published for whoever submitted it).
 */
export const ownAccountInput = z
  .strictObject({
    email: z
      .union([
        z.null(),
        z.literal('').transform(() => null),
        z
          .string('must be an e-mail address or empty')
          .trim()
          .max(255, 'must be at most 255 characters')
          .pipe(z.email('must be an e-mail address')),
      ])
      .optional(),
    reviewEmails: z.boolean('must be true or false').optional(),
  })
  .refine(
    (v) => v.email !== undefined || v.reviewEmails !== undefined,
    'Name the e-mail address or reviewEmails to change',
  );
export type OwnAccountInput = z.input<typeof ownAccountInput>;

/** Answer shapes (the admin screens read these). */
export interface AdminMe {
  /** reviewEmails: whether this user wants the review before publish e-mails (on unless they turned them off). */
  admin: { username: string; role: string; email: string | null; reviewEmails: boolean };
}
export interface AdminUserRow {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}
