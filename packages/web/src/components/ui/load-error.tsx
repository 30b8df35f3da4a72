import { primaryButton } from './styles.ts';

type Props = {
  /** What could not be loaded, in Spanish (the server's message or the screen's own). */
  message: string;
  onRetry: () => void;
  /** The box around it: spacing, background. */
  className?: string;
};

/** A list or page that failed to load: the message and "Reintentar". */
export function LoadError({ message, onRetry, className = '' }: Props) {
  return (
    <div role="alert" className={`text-center ${className}`}>
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" onClick={onRetry} className={`${primaryButton} mt-4`}>
        Reintentar
      </button>
    </div>
  );
}
