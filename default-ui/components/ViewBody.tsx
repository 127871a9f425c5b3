import { Suspense } from 'react';
import type { ViewName } from '../../headless/index.ts';
import { useMessages } from '../../hooks/index.ts';
import { VIEW_REGISTRY } from '../views/registry.ts';
import { Spinner } from './Spinner.tsx';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

/**
 * The body of the view on screen, from the registry. Lazy views show a spinner while their chunk
 * loads, and a short message (inside the frame, so close and back still work) if it fails.
 */
export function ViewBody({ view }: { view: ViewName }) {
  const { Component } = VIEW_REGISTRY[view];
  const { t } = useMessages();
  return (
    <div className="portico-body">
      <ViewErrorBoundary key={view} fallback={<p className="portico-message">{t('modal.viewFailed')}</p>}>
        <Suspense fallback={<Spinner />}>
          <Component />
        </Suspense>
      </ViewErrorBoundary>
    </div>
  );
}
