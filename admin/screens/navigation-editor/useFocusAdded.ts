import { useEffect, useRef, useState } from 'react';

/**
 * After "+ Add a link", the cursor goes to the new link's first field, so
 * staff type its words straight away (and a screen reader hears where they
 * are) instead of staying on the button. `added(i)` names the new row's
 * place; the list's <ol> takes `listRef`.
 */
export function useFocusAdded() {
  const listRef = useRef<HTMLOListElement>(null);
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const row = listRef.current?.children[pending];
    row?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    setPending(null);
  }, [pending]);
  return { listRef, added: setPending };
}
