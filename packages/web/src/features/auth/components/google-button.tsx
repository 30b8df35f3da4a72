import { useEffect, useRef, useState } from 'react';

// Google Identity Services, loaded only on the pages that show the button and only when the shop
// has a client id: nobody else downloads Google's script.
const GSI_SRC = 'https://accounts.google.com/gsi/client';

type Gsi = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        ux_mode?: 'popup';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
};

let loading: Promise<Gsi> | undefined;

function loadGsi(): Promise<Gsi> {
  loading ??= new Promise<Gsi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { google?: Gsi }).google;
      if (g) resolve(g);
      else reject(new Error('Google Identity Services no cargó'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google Identity Services no cargó'));
    };
    document.head.append(script);
  });
  return loading;
}

type Props = { clientId: string; onCredential: (token: string) => void };

/** "Continuar con Google": Google renders the button; its ID token is sent to the server. */
export function GoogleButton({ clientId, onCredential }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadGsi()
      .then((google) => {
        const el = box.current;
        if (!live || !el) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
          ux_mode: 'popup',
        });
        google.accounts.id.renderButton(el, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          locale: 'es-419',
          width: Math.max(200, Math.min(400, el.offsetWidth)),
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [clientId]);

  if (failed) {
    return (
      <p className="text-center text-sm text-stone-500">No se pudo cargar el ingreso con Google.</p>
    );
  }
  return <div ref={box} className="flex min-h-11 w-full justify-center" />;
}
