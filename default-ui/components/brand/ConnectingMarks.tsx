import type { ReactNode } from 'react';
import { AppIcon } from './AppIcon.tsx';

/**
 * The head of a connecting view: the app's icon, a dotted link, and what it connects to (the wallet's
 * image, the sign-in provider's logo), so the visitor sees who is asking and whom they are answering.
 * Decorative: the view's text names both.
 */
export function ConnectingMarks({ children }: { children: ReactNode }) {
  return (
    <div className="portico-connecting-marks" aria-hidden="true">
      <AppIcon />
      <span className="portico-connecting-link" />
      {children}
    </div>
  );
}
