import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Storybook's own Vite config: React and Tailwind only. The app's vite.config.ts carries the
 * Cloudflare and React Router plugins, which must stay out of the component catalogue.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Not the app's public/ (its _headers would forbid framing the preview on a deployed catalogue).
  publicDir: false,
});
