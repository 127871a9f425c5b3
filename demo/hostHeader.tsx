import { type ReactNode, useEffect, useRef } from 'react';
import { installThemeControls } from './themeControls.ts';

/**
 * The demo pages, in the header's order. vanilla.html writes the same header in its own markup (no
 * React may reach that page); keep the two alike.
 */
export const DEMO_PAGES: ReadonlyArray<{ href: string; path: string; label: string }> = [
  { href: './', path: '/', label: 'Default modal' },
  { href: './custom.html', path: '/custom.html', label: 'Custom UI' },
  { href: './signin.html', path: '/signin.html', label: 'One-click sign-in' },
  { href: './siwx.html', path: '/siwx.html', label: 'SIWX' },
  { href: './vanilla.html', path: '/vanilla.html', label: 'No framework' },
];

/** The links between the demo's pages, the current one marked for assistive technology and the eye. */
export function DemoNav() {
  const here = location.pathname.replace(/\/index\.html$/, '/');
  return (
    <nav className="host-nav" aria-label="Demo pages">
      {DEMO_PAGES.map((page) => (
        <a key={page.path} href={page.href} aria-current={page.path === here ? 'page' : undefined}>
          {page.label}
        </a>
      ))}
    </nav>
  );
}

/** The framework-free theme controls (demo/themeControls.ts) in a React page. */
function ThemeControls() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current) return installThemeControls(container.current);
  }, []);
  return <div className="host-theme" ref={container} />;
}

/** Every demo page's header: the name, the pages, and the host's own settings (language, theme). */
export function HostHeader({ tools }: { tools?: ReactNode }) {
  return (
    <header className="host-header">
      <div className="host-header-inner">
        <a className="host-brand" href="./">
          <img src="/portico.svg" alt="" width="28" height="28" />
          <span>Portico demo</span>
        </a>
        <DemoNav />
        <div className="host-tools">
          {tools}
          <ThemeControls />
        </div>
      </div>
    </header>
  );
}
