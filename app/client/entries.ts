/** The client entries as Vite's build manifest names them (vite.config.ts builds these two). */
export const CLIENT_ENTRIES = {
  public: 'app/client/public.tsx',
  admin: 'app/client/admin.tsx',
} as const;
