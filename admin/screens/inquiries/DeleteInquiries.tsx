import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { InboxState } from './useInquiries';

/** The confirmation before deleting one inquiry or the selection. */
export function DeleteInquiries({ inbox: { pending, setPending, remove, bulk } }: { inbox: InboxState }) {
  if (!pending) return null;
  return 'one' in pending ? (
    <ConfirmDialog
      title="Delete inquiry?"
      message={`Delete the message from ${pending.one.name} (${pending.one.email})? This cannot be undone.`}
      confirmLabel="Delete inquiry"
      busy={remove.isPending}
      onCancel={() => setPending(null)}
      onConfirm={() => remove.mutate(pending.one)}
    />
  ) : (
    <ConfirmDialog
      title="Delete inquiries?"
      message={`Delete the ${pending.ids.length} selected ${pending.ids.length === 1 ? 'inquiry' : 'inquiries'}? This cannot be undone.`}
      confirmLabel="Delete inquiries"
      busy={bulk.isPending}
      onCancel={() => setPending(null)}
      onConfirm={() => bulk.mutate({ action: 'delete', ids: pending.ids })}
    />
  );
}
