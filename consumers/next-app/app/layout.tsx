import type { ReactNode } from 'react';
import 'portico/styles.css';

export const metadata = { title: 'Portico consumer (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
