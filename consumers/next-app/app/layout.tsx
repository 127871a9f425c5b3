import type { ReactNode } from 'react';
import 'portico/styles.css';

// An inline icon: the browser then asks for no /favicon.ico, which this app does not have (a 404
// would be a console error, and the test fails on those).
export const metadata = { title: 'Portico consumer (Next.js)', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
