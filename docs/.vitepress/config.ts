import { defineConfig } from 'vitepress';

// The guides are plain markdown; the API pages are generated into docs/api/ by TypeDoc before a build.
export default defineConfig({
  title: 'Portico',
  description: 'Wallet connection and sign-in modal for web apps',
  // A dead link fails the build (VitePress's default): kept on so a renamed page cannot rot a link.
  cleanUrls: true,
  themeConfig: {
    // Offline: the index is built with the site, no search service is asked.
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Options', link: '/guide/options' },
      { text: 'Hooks', link: '/guide/hooks' },
    ],
    sidebar: [
      {
        text: 'Start',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Options and actions', link: '/guide/options' },
          { text: 'React hooks', link: '/guide/hooks' },
        ],
      },
      {
        text: 'Features',
        items: [
          { text: 'Embedded wallet and smart accounts', link: '/guide/smart-accounts' },
          { text: 'Languages', link: '/guide/languages' },
          { text: 'wagmi', link: '/guide/wagmi' },
          { text: 'Inspecting the statecharts', link: '/guide/inspector' },
        ],
      },
      {
        text: 'Operating',
        items: [
          { text: 'Your own services', link: '/guide/endpoints' },
          { text: 'Performance', link: '/guide/performance' },
          { text: 'Reliability and security', link: '/guide/security' },
        ],
      },
      {
        text: 'Working on Portico',
        items: [
          { text: 'Demo and commands', link: '/guide/development' },
          { text: 'Layout of the repository', link: '/guide/layout' },
          { text: 'Contributing notes', link: '/guide/contributing' },
        ],
      },
    ],
  },
});
