import type { User } from '@feria/domain/schemas/api-types';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../../components/icon.tsx';
import { ICONS } from '../../../components/icons.ts';
import { Sidebar } from './sidebar.tsx';

type Props = { user: User; onClose: () => void };

/** The sidebar on a phone: a drawer over the page; Escape, the backdrop or "Cerrar menú" close it. */
export function MobileDrawer({ user, onClose }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <button
        type="button"
        aria-label="Cerrar menú"
        tabIndex={-1}
        className="absolute inset-0 bg-black/40"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl"
      >
        <Sidebar user={user} titleId={titleId} />
        <button
          type="button"
          onClick={onClose}
          aria-label="Cerrar menú"
          className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-full text-white hover:bg-brand-700"
        >
          <Icon path={ICONS.close} className="size-6" />
        </button>
      </div>
    </div>
  );
}
