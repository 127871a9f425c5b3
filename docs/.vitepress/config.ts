import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type DefaultTheme, defineConfig } from 'vitepress';
import { withMermaid } from 'vitepress-plugin-mermaid';

// TypeDoc writes the API pages and their sidebar (npm run docs:build runs it first); a dev server
// started before any generation still serves the guides.
const apiSidebarFile = new URL('../api/typedoc-sidebar.json', import.meta.url);
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? JSON.parse(readFileSync(apiSidebarFile, 'utf8'))
  : [];

// scripts/statecharts.ts draws the flows' pages from the machines (npm run docs and docs:build run
// it first); each page's title is its first heading.
const statechartsDir = new URL('../statecharts/', import.meta.url);
const statechartPages: DefaultTheme.SidebarItem[] = existsSync(statechartsDir)
  ? readdirSync(statechartsDir)
      .filter((name) => name.endsWith('.md') && name !== 'index.md')
      .map((name) => {
        const heading = /^# (.+)$/m.exec(readFileSync(new URL(name, statechartsDir), 'utf8'));
        return { text: heading?.[1] ?? name, link: `/statecharts/${name.replace(/\.md$/, '')}` };
      })
  : [];

// The guides are plain markdown; the API pages are generated into docs/api/ by TypeDoc before a build.
const site = defineConfig({
  title: 'Portico',
  description: 'Wallet connection and sign-in modal for web apps',
  // A dead link fails the build (VitePress's default): kept on so a renamed page cannot rot a link.
  cleanUrls: true,
  // The docs-build test sets this: the API pages take TypeDoc and VitePress ~4 min on 2 cores, the
  // guides ~20 s, and the guides' links are what a test can catch rotting.
  srcExclude: process.env.PORTICO_DOCS_GUIDES_ONLY ? ['api/**'] : [],
  themeConfig: {
    // Offline: the index is built with the site, no search service is asked.
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Options', link: '/guide/options' },
      { text: 'Hooks', link: '/guide/hooks' },
      { text: 'Statecharts', link: '/statecharts/' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: {
      '/api/': [{ text: 'API reference', link: '/api/', items: apiSidebar }],
      '/statecharts/': [{ text: 'Statecharts', link: '/statecharts/', items: statechartPages }],
      '/': [
        {
          text: 'Start',
          items: [
            { text: 'Getting started', link: '/guide/getting-started' },
            { text: 'Options and actions', link: '/guide/options' },
            { text: 'React hooks', link: '/guide/hooks' },
          ],
        },
        {
          text: 'Quick starts',
          items: [
            { text: 'Next.js (app router)', link: '/guide/nextjs' },
            { text: 'No framework, or Vue', link: '/guide/no-framework' },
          ],
        },
        {
          text: 'Guides',
          items: [
            { text: 'Connecting a wallet', link: '/guide/connecting' },
            { text: 'Networks and Solana', link: '/guide/networks' },
            { text: 'Account features', link: '/guide/account' },
            { text: 'Sign in with the wallet', link: '/guide/sign-in' },
            { text: 'Theming', link: '/guide/theming' },
            { text: 'Troubleshooting', link: '/guide/troubleshooting' },
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
          text: 'Reference from the code',
          items: [
            { text: "The default modal's views", link: '/guide/views' },
            { text: 'Statecharts', link: '/statecharts/' },
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
  },
});

// Mermaid renders in the browser from the bundled package: no diagram service is asked. The docs-build
// test leaves it out: bundling Mermaid takes that build from ~20 s to minutes, and its links and
// pages (the diagrams then as code) are what the test checks.
export default process.env.PORTICO_DOCS_GUIDES_ONLY ? site : withMermaid(site);
