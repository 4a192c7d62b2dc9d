import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on the same origin in production (one process); in dev, Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  // One React in the bundle, whatever a dependency's peer range hoists (package.json overrides pin it too).
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/dev': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
