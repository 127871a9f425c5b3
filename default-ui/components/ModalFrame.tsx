import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { useMessages, useModal, useModalDialog } from '../../hooks/index.ts';
import { MODAL_STYLES } from '../theme/modalCss.ts';
import { useTheme } from '../theme/useTheme.ts';
import { VIEW_REGISTRY } from '../views/registry.ts';
import { AlertBanner } from './AlertBanner.tsx';
import { ModalHeader } from './ModalHeader.tsx';
import { Snackbar } from './Snackbar.tsx';
import { useCloseAnimation } from './useCloseAnimation.ts';
import { useVisualViewport } from './useVisualViewport.ts';
import { ViewBody } from './ViewBody.tsx';

/** Props of the modal frame. */
export interface ModalFrameProps {
  /** Embedded mode (§2): the modal sits in the host's layout, with no overlay and no outside click. */
  embedded: boolean;
  /** Closed but ready to show (ModalRoot): laid out, invisible, inert and hidden from assistive technology. */
  standby?: boolean;
  /**
   * Closed, and playing its close animation (ModalRoot): still painted, but inert and hidden from
   * assistive technology at once (to them the modal is closed), showing the view it closed on.
   */
  closing?: boolean;
  /** Called once the close animation has finished (at once when there is none). */
  onClosed?: () => void;
}

/**
 * The open modal: themed root, overlay (a click outside closes), and the dialog with header, alert
 * banner, the current view's body and the snackbar. Behaviour comes only from the public hooks: the
 * dialog spreads `useModalDialog()`'s props, and close, back and shake are the router's.
 */
export function ModalFrame({ embedded, standby = false, closing = false, onClosed }: ModalFrameProps) {
  const { view: routedView, history, isOpen, isShaking, close } = useModal();
  const { t, locale, dir } = useMessages();
  const { dialogProps, titleProps, closeButtonProps, backButtonProps } = useModalDialog();
  const rootRef = useRef<HTMLDivElement>(null);
  const themeProps = useTheme(rootRef, true, MODAL_STYLES);
  // Closing resets the router to Connect at once (§2); the fading dialog keeps the view it closed on.
  const [view, setView] = useState(routedView);
  const [depth, setDepth] = useState(history.length);
  if (!closing && (view !== routedView || depth !== history.length)) {
    setView(routedView);
    setDepth(history.length);
  }
  const hidden = standby || closing;
  useVisualViewport(rootRef, !embedded);
  useCloseAnimation(rootRef, closing, onClosed);
  // A press that starts inside the dialog and ends on the overlay (selecting text, dragging) is not a
  // click outside: only close when the pointer went down on the overlay itself.
  const pressStartedOnOverlay = useRef(false);

  const onOverlayPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    const outside = event.target === event.currentTarget && pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (outside && !embedded) close();
  };

  return (
    <div
      ref={rootRef}
      className={`portico-root${embedded ? ' portico-root--embedded' : ''}${standby ? ' portico-root--standby' : ''}${closing ? ' portico-root--closing' : ''}`}
      lang={locale}
      dir={dir}
      inert={hidden}
      aria-hidden={hidden || undefined}
      {...themeProps}
    >
      {/* The overlay is a pointer convenience; keyboard users close with Escape or the close button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's onKeyDown. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the overlay is not a control, see above. */}
      <div
        className="portico-overlay"
        data-testid="portico-overlay"
        onPointerDown={onOverlayPointerDown}
        onClick={onOverlayClick}
      >
        <div className={`portico-dialog${isShaking ? ' portico-dialog--shaking' : ''}`} {...dialogProps}>
          <ModalHeader
            title={t(VIEW_REGISTRY[view].title)}
            titleProps={titleProps}
            closeButtonProps={closeButtonProps}
            backButtonProps={backButtonProps}
          />
          <AlertBanner />
          <ViewBody view={view} depth={depth} animate={isOpen && !hidden} />
          <Snackbar />
        </div>
      </div>
    </div>
  );
}
