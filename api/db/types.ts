import type { ColumnType, Generated } from 'kysely';

/** Column names are camelCase here and snake_case in SQLite (CamelCasePlugin). */
export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  passwordHash: string;
  role: ColumnType<string, string | undefined, string>;
  isActive: ColumnType<number, number | undefined, number>;
  lastLogin: string | null;
  createdAt: ColumnType<string, string | undefined, never>;
  updatedAt: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  /** SHA-256 of the session id; the id itself is only ever in the cookie. */
  idHash: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface ContactDetailsTable {
  id: number;
  companyName: string;
  companyTagline: string | null;
  email: string;
  phone: string;
  whatsapp: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  facebookUrl: string | null;
  twitterUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  youtubeUrl: string | null;
  websiteUrl: string | null;
  businessHours: string | null;
  mondayFriday: string | null;
  saturday: string | null;
  sunday: string | null;
  updatedAt: string;
}

export interface ContactInquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  serviceInterest: string | null;
  budgetRange: string | null;
  preferredContactMethod: string | null;
  projectTimeline: string | null;
  handled: ColumnType<number, number | undefined, number>;
  createdAt: ColumnType<string, string | undefined, never>;
}

export interface Database {
  adminUsers: AdminUsersTable;
  sessions: SessionsTable;
  contactDetails: ContactDetailsTable;
  contactInquiries: ContactInquiriesTable;
}
