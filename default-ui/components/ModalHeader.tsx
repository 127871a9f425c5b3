import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { BackIcon, CloseIcon } from './icons.tsx';

/** Props of the modal header: the prop objects of `useModalDialog()` and the view's title. */
export interface ModalHeaderProps {
  title: string;
  titleProps: HTMLAttributes<HTMLHeadingElement>;
  backButtonProps: ButtonHTMLAttributes<HTMLButtonElement>;
  closeButtonProps: ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * The modal's header: back button (absent when its prop object says hidden: no history), the view
 * title as the dialog's labelling heading, and the close button. It renders what the hook decides.
 */
export function ModalHeader({ title, titleProps, backButtonProps, closeButtonProps }: ModalHeaderProps) {
  return (
    <div className="portico-header">
      {/* The back button keeps its grid cell when hidden so the title stays centred. It is left out
          rather than rendered with `hidden`: the dialog's focus trap lists buttons by selector and
          would otherwise count a hidden one as the first stop, which a browser cannot focus. */}
      <span>
        {backButtonProps.hidden ? null : (
          <button className="portico-icon-button" {...backButtonProps}>
            <BackIcon />
          </button>
        )}
      </span>
      <h2 className="portico-title" {...titleProps}>
        {title}
      </h2>
      <button className="portico-icon-button" {...closeButtonProps}>
        <CloseIcon />
      </button>
    </div>
  );
}
