import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createAdminQueryClient } from '../data/query';
import { ToastProvider } from './Toaster';

/**
 * What every admin screen needs around it: the query client and the toast region.
 */
export function AdminProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createAdminQueryClient());
  return (
    <QueryClientProvider client={own}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
