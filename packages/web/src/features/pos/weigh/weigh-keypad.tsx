// "Peso (g)": a numeric keypad big enough for one thumb. Digits append, ⌫ deletes the last one,
// and "Agregar" is the widest key at the bottom, where the thumb rests.
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', '⌫'] as const;
/** The scale's reading never needs more than seven digits (1000 kg). */
const MAX_DIGITS = 7;

export function nextDigits(digits: string, key: string): string {
  if (key === '⌫') return digits.slice(0, -1);
  const next = `${digits}${key}`.replace(/^0+/, '');
  return next.length > MAX_DIGITS ? digits : next;
}

type Props = { digits: string; onKey: (key: string) => void };

export function WeighKeypad({ digits, onKey }: Props) {
  return (
    <fieldset className="grid grid-cols-3 gap-2" aria-label="Teclado numérico">
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onKey(key)}
          disabled={key === '⌫' && digits === ''}
          aria-label={key === '⌫' ? 'Borrar último dígito' : key}
          className="min-h-16 rounded-xl bg-stone-100 text-2xl font-bold text-stone-900 active:bg-brand-100 disabled:text-stone-400"
        >
          {key}
        </button>
      ))}
    </fieldset>
  );
}
