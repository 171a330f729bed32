import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** What the dialog is about, read with its title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row. */
  actions: ReactNode;
  onClose: () => void;
  /** alertdialog for decisions (conflict, publish, delete); dialog for forms. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}

/**
 * The admin's one modal, on Radix Dialog (the admin already uses Radix for
 * toasts): Radix keeps focus inside, closes on Escape or a click outside,
 * hides the rest of the page from screen readers, and returns focus to what
 * opened it. Focus starts on the control marked data-autofocus, else on the
 * first one. The dialog is shown while it is rendered; its owner unmounts it.
 */
export function Dialog({ title, description, children, actions, onClose, role = 'dialog', wide }: DialogProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        {/* The box sits inside the overlay (Radix's scrollable-overlay pattern): a long dialog scrolls on a phone. */}
        <RadixDialog.Overlay className="admin-dialog">
          <RadixDialog.Content
            className={`admin-dialog__box${wide ? ' admin-dialog__box--wide' : ''}`}
            role={role}
            // Without a description Radix wants to be told so explicitly (or it warns in the console).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(e) => {
              const marked = (e.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
              if (marked) {
                e.preventDefault();
                marked.focus();
              }
            }}
          >
            <RadixDialog.Title className="admin-dialog__title">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description asChild>
                <div className="admin-dialog__message">{description}</div>
              </RadixDialog.Description>
            )}
            {children}
            <div className="admin-dialog__actions">{actions}</div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
