import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TargetView } from '../../../contracts/media';
import { errorText, isUnauthorized } from '../../data/api';
import { Field } from '../../ui/Field';
import { toast } from '../../data/toast-store';
import { mediaTargetsApi } from '../../data/api-client';
import { MEDIA_KEY } from '../media-library/library-api';

interface Props {
  id: string;
  folder: string;
  target: TargetView;
  onDone: () => void;
}

/**
 * A target's media record: alt text, product name, visibility.
 * An empty field falls back to what the page file says (shown as the placeholder).
 */
export function DetailsForm({ id, folder, target: t, onDone }: Props) {
  const qc = useQueryClient();
  const [alt, setAlt] = useState(t.alt ?? '');
  const [productName, setProductName] = useState(t.productName ?? '');
  const [visible, setVisible] = useState(!t.hidden);
  const save = useMutation({
    mutationFn: () =>
      mediaTargetsApi.saveDetails({
        targetPath: folder,
        fileName: t.fileName,
        alt: alt.trim() || null,
        productName: productName.trim() || null,
        isVisible: visible,
      }),
    onSuccess: () => {
      toast({ title: 'Details saved', description: `${t.fileName}: the pages show the change now.` });
      void qc.invalidateQueries({ queryKey: MEDIA_KEY });
      onDone();
    },
    onError: (err) => {
      if (!isUnauthorized(err))
        toast({
          title: 'Failed to save details',
          description: errorText(err, 'Please try again.'),
          variant: 'destructive',
        });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form id={id} className="admin-upload-manager__details admin-form" onSubmit={submit}>
      <div className="admin-form__row">
        <Field
          label="Alt text"
          name={`${id}-alt`}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          placeholder={t.defaultAlt ?? 'Describe the picture'}
          maxLength={255}
          hint="Read aloud for people who cannot see the image. Empty: the page's own text."
        />
        <Field
          label="Product name"
          name={`${id}-name`}
          value={productName}
          onChange={(e) => setProductName(e.target.value)}
          placeholder={t.defaultProductName ?? 'Shown on the tile'}
          maxLength={255}
          hint="Shown on product tiles. Empty: the page's own name."
        />
      </div>
      <label className="admin-upload-manager__check">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} /> Show on the site
      </label>
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn admin-btn--primary admin-btn--small" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save details'}
        </button>
        <button type="button" className="admin-btn admin-btn--secondary admin-btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
