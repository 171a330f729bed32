import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for every block (public, shell and admin). No addons: only what is
 * installed. The project's vite.config.ts builds the app's two entries; the
 * Vite builder keeps only its plugins and build target, and viteFinal below
 * makes sure no app input or manifest setting leaks into the Storybook build.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../blocks/**/*.stories.tsx', '../admin/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The placeholder image blocks show for empty media slots, at the path the site serves it from.
  staticDirs: [{ from: '../media/assets', to: '/uploads' }],
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(vite) {
    const build = vite.build ?? {};
    for (const key of ['rollupOptions', 'rolldownOptions'] as const) {
      const opts = (build as Record<string, { input?: unknown } | undefined>)[key];
      if (opts && 'input' in opts) delete opts.input;
    }
    build.manifest = false;
    // Storybook's own runtime is one large chunk; that is expected here.
    build.chunkSizeWarningLimit = 4000;
    return { ...vite, build, publicDir: false };
  },
};

export default config;
