import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { useState, type ReactNode } from 'react';
import { createAdminQueryClient } from './query';
import { ToastProvider } from './Toaster';

/**
 * What every admin screen needs around it: the query client, the toast region,
 * and framer-motion's small DOM feature set (LazyMotion + `m`), off under reduced motion.
 */
export function AdminProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createAdminQueryClient());
  return (
    <QueryClientProvider client={own}>
      <LazyMotion features={domAnimation}>
        <MotionConfig reducedMotion="user">
          <ToastProvider>{children}</ToastProvider>
        </MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}
