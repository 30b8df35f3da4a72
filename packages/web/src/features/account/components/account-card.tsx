import { Logo } from '@feria/views/logo.tsx';
import type { ReactNode } from 'react';

/** The white card of the account pages (/recuperar, /reset, /verificar), like /login's. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <Logo size={64} className="mx-auto size-16" />
        <h1 className="mt-3 text-center text-2xl font-bold text-brand-800">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export const PRIMARY =
  'min-h-11 w-full rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
