import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { SLOTS_KEY, slotsQuery } from '../media-library/library-api';
import type { SlotState } from './fields/BlockFields';

/**
 * Which media slots hold a file, from the library's slots (the upload manager's list): media fields
 * show the stored file or say the slot is empty. Undefined while it loads.
 */
export function useSlotState() {
  const qc = useQueryClient();
  const targets = useQuery(slotsQuery()).data;
  const slots = useMemo(() => {
    const map = new Map<string, SlotState>();
    for (const g of targets?.groups ?? [])
      for (const t of g.targets)
        map.set(
          `/uploads/${g.folder.replace(/^\/?uploads\//, '')}/${t.fileName}`,
          t.exists && t.url ? { kind: 'stored', url: t.url, thumb: t.thumb } : { kind: 'empty' },
        );
    return map;
  }, [targets]);
  const slotState = useCallback(
    (slot: string): SlotState | undefined => (targets ? (slots.get(slot) ?? { kind: 'not-a-target' }) : undefined),
    [targets, slots],
  );
  const onUploaded = useCallback(() => void qc.invalidateQueries({ queryKey: SLOTS_KEY }), [qc]);
  return { slotState, onUploaded };
}
