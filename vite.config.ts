import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    external: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pg-boss", "pino", "sharp", "pdfkit"],
  },
  build: { target: "es2022" },
});
