import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
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

/** Focus starts on the control marked data-autofocus (Cancel, in a decision), else on the first one. */
function focusMarked(e: Event) {
  const marked = (e.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
  if (marked) {
    e.preventDefault();
    marked.focus();
  }
}

/**
 * The admin's one modal, on Radix (the admin already uses Radix for toasts):
 * Radix keeps focus inside, closes on Escape, hides the rest of the page from
 * screen readers, and returns focus to what opened it. The dialog is shown
 * while it is rendered; its owner unmounts it.
 *
 * A decision (role "alertdialog": publish, delete, a conflict) is Radix's
 * AlertDialog, as shadcn/ui's is: a click beside it does nothing, so a stray
 * click on the dimmed page never answers the question for staff; only a
 * button or Escape does. A form (role "dialog") is Radix's Dialog, which a
 * click outside closes as people expect of a panel.
 */
export function Dialog({ title, description, children, actions, onClose, role = 'dialog', wide }: DialogProps) {
  const parts = role === 'alertdialog' ? RadixAlertDialog : RadixDialog;
  return (
    <parts.Root open onOpenChange={(open: boolean) => !open && onClose()}>
      <parts.Portal>
        {/* The box sits inside the overlay (Radix's scrollable-overlay pattern): a long dialog scrolls on a phone. */}
        <parts.Overlay className="admin-dialog">
          <parts.Content
            className={`admin-dialog__box${wide ? ' admin-dialog__box--wide' : ''}`}
            // Without a description Radix wants to be told so explicitly (or it warns in the console).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={focusMarked}
          >
            <parts.Title className="admin-dialog__title">{title}</parts.Title>
            {description && (
              <parts.Description asChild>
                <div className="admin-dialog__message">{description}</div>
              </parts.Description>
            )}
            {children}
            <div className="admin-dialog__actions">{actions}</div>
          </parts.Content>
        </parts.Overlay>
      </parts.Portal>
    </parts.Root>
  );
}
