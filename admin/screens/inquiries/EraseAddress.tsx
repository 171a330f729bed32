import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { inquiryEraseInput } from '../../../contracts/inquiries';
import { errorText, isUnauthorized } from '../../data/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { INQUIRIES_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { inquiriesApi } from '../../data/api-client';

/** A privacy request: delete every message ever sent from one e-mail address, behind a confirmation. */
export function EraseAddress() {
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);

  const erase = useMutation({
    mutationFn: (address: string) => inquiriesApi.erase(address),
    onSuccess: (r) => {
      toast({
        title: 'Address erased',
        description: `${r.deleted} ${r.deleted === 1 ? 'message' : 'messages'} from ${r.email} deleted.`,
      });
      setEmail('');
      void qc.invalidateQueries({ queryKey: INQUIRIES_KEY });
    },
    onError: (e) => {
      if (!isUnauthorized(e))
        toast({
          title: 'Could not erase the address',
          description: errorText(e, 'Please try again.'),
          variant: 'destructive',
        });
    },
    onSettled: () => setConfirming(null),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inquiryEraseInput.safeParse({ email });
    if (!parsed.success) return setError('Enter the e-mail address to erase');
    setError(undefined);
    setConfirming(parsed.data.email);
  };

  return (
    <details className="admin-card admin-inquiries__erase">
      <summary>Privacy request: delete everything from one e-mail address</summary>
      <form className="admin-inquiries__erase-form" onSubmit={submit} noValidate>
        <Field
          label="E-mail address"
          type="email"
          name="erase-email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          autoComplete="off"
        />
        <button type="submit" className="admin-btn admin-btn--danger" disabled={erase.isPending}>
          Delete all from this address
        </button>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Delete everything from this address?"
          message={`Every message from ${confirming}, in every folder, will be deleted with its e-mail records. This cannot be undone.`}
          confirmLabel="Delete all"
          busy={erase.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => erase.mutate(confirming)}
        />
      )}
    </details>
  );
}
