import * as T from '@radix-ui/react-toast';
import { useState, type ReactNode } from 'react';
import { dismissToast, useToasts } from '../data/toast-store';

/** 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION = 5000;
/** A toast that offers Undo stays longer: reaching for the button takes a moment. */
export const ACTION_TOAST_DURATION = 10_000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const toasts = useToasts();
  // Announcements go into this tree rather than document.body, so unmounting the admin app leaves nothing behind.
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);
  return (
    <T.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
      announcerContainer={announcer ?? undefined}
    >
      <div ref={setAnnouncer} />
      {children}
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' || t.action ? 'foreground' : 'background'}
          duration={t.action ? ACTION_TOAST_DURATION : undefined}
          className={`admin-toast admin-toast--${t.variant}`}
        >
          <div className="admin-toast__text">
            <T.Title className="admin-toast__title">{t.title}</T.Title>
            {t.description && <T.Description className="admin-toast__description">{t.description}</T.Description>}
          </div>
          {t.action && (
            <T.Action
              className="admin-btn admin-btn--small admin-btn--secondary admin-toast__action"
              altText={t.action.altText}
              onClick={t.action.onClick}
            >
              {t.action.label}
            </T.Action>
          )}
          <T.Close className="admin-toast__close" aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="admin-toast-viewport" hotkey={['F8']} label="Notifications ({hotkey})" />
    </T.Provider>
  );
}
