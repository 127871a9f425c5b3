import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Portico's custom elements are the browser's, not Vue components: Vue leaves them to the page.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } } })],
});
