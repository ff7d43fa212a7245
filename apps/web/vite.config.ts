import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  // The manifest feeds the home page size report (scripts/report-home-size.mjs).
  build: { reportCompressedSize: true, chunkSizeWarningLimit: 600, manifest: true },
});
