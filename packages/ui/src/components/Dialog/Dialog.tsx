import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type DialogRenderProps,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/index.ts';
import * as s from './Dialog.css.ts';

export { DialogTrigger, type DialogTriggerProps, type DialogRenderProps };

type OverlayProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'>;

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className'>, OverlayProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Content; a function receives `close`. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Actions row at the end side of the bottom edge; a function receives `close`. */
  footer?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Maximum width. */
  size?: NonNullable<s.ModalVariants['size']>;
  /** Leave out the close (×) button, e.g. when the footer offers the only ways out. */
  hideCloseButton?: boolean;
  /** Extra class on the dialog element. */
  className?: string;
}

/** Passes only the overlay props that were given, so DialogTrigger's state is not overridden with undefined. */
function definedOverlayProps(p: OverlayProps): OverlayProps {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as OverlayProps;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes (unless `isKeyboardDismissDisabled`),
 * and focus returns to the trigger. Place it inside a `DialogTrigger` after its trigger button, or
 * control it with `isOpen` / `onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  size,
  hideCloseButton = false,
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  ...props
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={s.overlay} {...definedOverlayProps({ isOpen, defaultOpen, onOpenChange, isDismissable, isKeyboardDismissDisabled })}>
      <Modal className={s.modal({ size })}>
        <AriaDialog {...props} className={[s.dialog, className].filter(Boolean).join(' ')}>
          {(renderProps) => (
            <>
              <div className={s.header}>
                <Heading slot="title" className={s.title}>
                  {title}
                </Heading>
                {hideCloseButton ? null : (
                  <AriaButton slot="close" className={s.closeButton} aria-label={t('common.close')}>
                    <CloseIcon size={18} />
                  </AriaButton>
                )}
              </div>
              {typeof children === 'function' ? children(renderProps) : children}
              {footer ? <div className={s.footer}>{typeof footer === 'function' ? footer(renderProps) : footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
