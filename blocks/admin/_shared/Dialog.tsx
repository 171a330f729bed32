import { m } from 'framer-motion';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  title: string;
  /** What the dialog is about, read with its title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row. */
  actions: ReactNode;
  onClose: () => void;
  /** alertdialog for decisions (conflict, publish); dialog for forms. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A modal with the admin's dialog look: focus starts on the first control
 * (or the one marked data-autofocus), Tab stays inside, Escape or a click
 * outside closes, and focus returns to what opened it. ConfirmDialog is the
 * fixed two-button case of this.
 */
export function Dialog({ title, description, children, actions, onClose, role = 'dialog', wide }: DialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
    if (e.key === 'Tab' && box.current) {
      const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  return createPortal(
    <m.div
      className="admin-dialog"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      transition={{ duration: 0.15 }}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <m.div
        ref={box}
        initial={{ opacity: 0, scale: 0.96, y: 8 }}
        animate={{ opacity: 1, scale: 1, y: 0 }}
        transition={{ duration: 0.18, ease: 'easeOut' }}
        className={`admin-dialog__box${wide ? ' admin-dialog__box--wide' : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={description ? `${id}-d` : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-t`} className="admin-dialog__title">
          {title}
        </h2>
        {description && (
          <div id={`${id}-d`} className="admin-dialog__message">
            {description}
          </div>
        )}
        {children}
        <div className="admin-dialog__actions">{actions}</div>
      </m.div>
    </m.div>,
    document.body,
  );
}
