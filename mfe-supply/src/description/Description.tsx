import { lazy, Suspense, useId } from 'react';
import { useField } from 'react-final-form';

const DescriptionEditor = lazy(() => import('./DescriptionEditor'));

/** A form's description field: the rich-text editor, fetched when the form first shows it. */
export function Description({ name, label, error }: { name: string; label: string; error?: string }) {
  const labelId = useId();
  const { input } = useField<string>(name);
  return (
    <div>
      <span id={labelId}>{label}</span>
      <Suspense fallback={<p aria-live="polite">Loading the editor…</p>}>
        <DescriptionEditor labelledBy={labelId} value={input.value ?? ''} onChange={input.onChange} />
      </Suspense>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
