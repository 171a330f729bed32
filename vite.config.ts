import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Client build: the public islands entry and the admin entry, with a manifest the server reads. */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // The admin entry holds the page editor (form library, every block schema): ~730 KB raw; public pages never load it.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      input: {
        public: 'app/client/public.tsx',
        admin: 'app/client/admin.tsx',
      },
    },
  },
});
