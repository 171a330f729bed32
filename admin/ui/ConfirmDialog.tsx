import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's words while `busy` (default "Deleting…"). */
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive decision (role="alertdialog") on the admin's one Dialog:
 * focus starts on Cancel, so Enter never deletes by accident.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  busyLabel = 'Deleting…',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      description={message}
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <button data-autofocus type="button" className="admin-btn admin-btn--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="admin-btn admin-btn--danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    />
  );
}
