import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Asset } from '../../../contracts/assets';
import type { TargetView } from '../../../contracts/media';
import { errorText } from '../../data/api';
import { toast } from '../../data/toast-store';
import { MEDIA_KEY } from '../media-library/library-api';
import { MediaPicker } from '../media-library/MediaPicker';
import { mediaTargetsApi } from '../../data/api-client';

/**
 * "From library": the slot shows a file the library holds already, live at
 * once like an upload here. It is also how an upload is undone: the file the
 * slot showed before stays in the library (the page's activity names it).
 */
export function LibraryChoice({ folder, target, disabled }: { folder: string; target: TargetView; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const point = useMutation({
    mutationFn: (asset: Asset) =>
      mediaTargetsApi.pointAtLibraryFile({ targetPath: folder, fileName: target.fileName, assetId: asset.id }),
    onSuccess: (answer) => {
      toast({ title: answer.message });
      // The library's key holds the slots too: both show the change.
      void qc.invalidateQueries({ queryKey: MEDIA_KEY });
    },
    onError: (e) =>
      toast({ title: 'Not changed', description: errorText(e, 'The file could not be set.'), variant: 'destructive' }),
  });
  return (
    <>
      <button
        type="button"
        className="admin-btn admin-btn--light admin-btn--small"
        disabled={disabled || point.isPending}
        onClick={() => setOpen(true)}
      >
        From library <span className="visually-hidden">for {target.fileName}</span>
      </button>
      {/* Mounted only while open: the upload manager lists some two thousand targets. */}
      {open && (
        <MediaPicker
          open={open}
          onOpenChange={setOpen}
          kinds={[target.kind]}
          title={`A file for ${target.fileName}`}
          onPick={(asset) => point.mutate(asset)}
        />
      )}
    </>
  );
}
