import { type AnimationEvent, Suspense, useRef, useState } from 'react';
import type { ViewName } from '../../headless/index.ts';
import { useMessages } from '../../hooks/index.ts';
import { VIEW_REGISTRY } from '../views/registry.ts';
import { Spinner } from './Spinner.tsx';
import { useAnimatedHeight } from './useAnimatedHeight.ts';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

/** How a view came on screen: pushed (forward), popped (back), or in place of the last one. */
type ViewMotion = 'forward' | 'back' | 'replace';

/** Props of the view body. */
export interface ViewBodyProps {
  view: ViewName;
  /** How many views lie beneath this one: more than before is a step forward, fewer a step back. */
  depth?: number;
  /** Whether changes move (the modal is open and shown); otherwise they happen at once. */
  animate?: boolean;
}

/**
 * The body of the view on screen, from the registry. Lazy views show a spinner while their chunk
 * loads, and a short message (inside the frame, so close and back still work) if it fails. A new view
 * comes in with a short slide from the side it was reached from, and the body's height follows its
 * content with an animation (useAnimatedHeight); the first view of an open does neither.
 */
export function ViewBody({ view, depth = 0, animate = false }: ViewBodyProps) {
  const { Component } = VIEW_REGISTRY[view];
  const { t } = useMessages();
  const sizer = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ view: ViewName; depth: number; motion: ViewMotion | null }>({
    view,
    depth,
    motion: null,
  });
  if (shown.view !== view || shown.depth !== depth) {
    const motion: ViewMotion = depth > shown.depth ? 'forward' : depth < shown.depth ? 'back' : 'replace';
    setShown({ view, depth, motion: animate && shown.view !== view ? motion : null });
  }
  useAnimatedHeight(sizer, body, content, view, animate);
  // Once in, the class goes: a modal shown again (closed, reopened) must not replay it.
  const settle = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setShown((current) => ({ ...current, motion: null }));
  };
  return (
    <div ref={sizer} className="portico-sizer">
      <div ref={body} className="portico-body">
        <div
          ref={content}
          key={view}
          className={`portico-view${shown.motion ? ` portico-view--${shown.motion}` : ''}`}
          onAnimationEnd={settle}
        >
          <ViewErrorBoundary fallback={<p className="portico-message">{t('modal.viewFailed')}</p>}>
            <Suspense fallback={<Spinner />}>
              <Component />
            </Suspense>
          </ViewErrorBoundary>
        </div>
      </div>
    </div>
  );
}
