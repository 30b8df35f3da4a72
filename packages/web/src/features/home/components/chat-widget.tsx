import { TIMING } from '@feria/domain/look/timing';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useShopConfig, whatsappLink } from '../../../api/shop-config.ts';
import { WhatsappIcon } from './whatsapp-icon.tsx';

/** Whether the greeting lies over the page's "Próxima feria" box (checked on scroll and resize). */
function useCoversFeria(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const check = () => {
      const box = document.querySelector('[data-testid="proxima-feria"]')?.getBoundingClientRect();
      const bubble = ref.current?.getBoundingClientRect();
      const over =
        !!box &&
        !!bubble &&
        box.bottom > bubble.top &&
        box.top < bubble.bottom &&
        box.right > bubble.left &&
        box.left < bubble.right;
      setCovers(over);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, shown]);
  return covers;
}

/**
 * The home page's floating chat (SPEC §2, §4): a greeting bubble that closes itself after 20 s
 * or when closed, and a round button opening a message box; "Enviar" opens WhatsApp with the
 * text (new tab) and clears it.
 */
export function ChatWidget() {
  const { data: config } = useShopConfig();
  const [greeting, setGreeting] = useState(true);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const titleId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const greetingRef = useRef<HTMLDivElement>(null);
  const covers = useCoversFeria(greetingRef, greeting && !open);

  useEffect(() => {
    const timer = setTimeout(() => setGreeting(false), TIMING.chatGreetingMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    fieldRef.current?.focus();
    // Escape closes the box wherever the focus is (after "Enviar" it may be on the page).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!config || message === '') return;
    window.open(whatsappLink(config.phone, message), '_blank', 'noopener,noreferrer');
    setText('');
    fieldRef.current?.focus();
  }

  if (!config) return null;
  return (
    // On a phone the greeting sits beside the button, low, off the page's "Próxima feria" box.
    <div
      className={`fixed right-4 bottom-4 z-40 flex items-end gap-3 ${open ? 'flex-col' : 'flex-row sm:flex-col'}`}
    >
      {open && (
        <div
          role="dialog"
          aria-labelledby={titleId}
          className="w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-stone-200"
        >
          <div className="flex items-center justify-between bg-brand-700 px-4 py-2 text-white">
            <h2 id={titleId} className="font-semibold">
              Escribinos por WhatsApp
            </h2>
            <button
              type="button"
              aria-label="Cerrar chat"
              onClick={close}
              className="-mr-2 flex size-11 items-center justify-center rounded-full text-2xl leading-none hover:bg-brand-800"
            >
              ×
            </button>
          </div>
          <form onSubmit={send} className="space-y-3 p-4">
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-stone-700">
              ¡Hola! Contanos qué necesitás y te respondemos por WhatsApp.
            </p>
            <label htmlFor={`${titleId}-message`} className="sr-only">
              Tu mensaje
            </label>
            <textarea
              id={`${titleId}-message`}
              ref={fieldRef}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={1000}
              placeholder="Escribí tu mensaje…"
              className="w-full resize-none rounded-lg border border-stone-300 px-3 py-2 text-base"
            />
            <button
              type="submit"
              disabled={text.trim() === ''}
              className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-600"
            >
              Enviar
            </button>
          </form>
        </div>
      )}
      {greeting && !open && (
        <div
          ref={greetingRef}
          role="status"
          style={covers ? { visibility: 'hidden' } : undefined}
          className="relative max-w-[15rem] rounded-2xl bg-white py-3 pr-11 pl-4 text-sm text-stone-800 shadow-lg ring-1 ring-stone-200"
        >
          ¡Hola! ¿En qué te podemos ayudar?
          <button
            type="button"
            aria-label="Cerrar saludo"
            onClick={() => setGreeting(false)}
            className="absolute top-0 right-0 flex size-11 items-center justify-center text-xl leading-none text-stone-500 hover:text-stone-800"
          >
            ×
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Cerrar chat' : 'Abrir chat de WhatsApp'}
        aria-expanded={open}
        onClick={() => {
          setGreeting(false);
          setOpen((o) => !o);
        }}
        className="flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg ring-2 ring-white hover:bg-[#187540]"
      >
        <WhatsappIcon className="size-8" />
      </button>
    </div>
  );
}
