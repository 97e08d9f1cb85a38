import { useEffect } from 'react';
import type { FormApi } from 'final-form';
import { guardUnsavedWork } from '@marketplace/shared';

/**
 * While the form has unsaved changes, the shell asks before leaving the page (links, its menu, Back and
 * Forward) and the browser before a reload or a closed tab. A form that leaves on its own after a save does so
 * while submitting or after re-initialising with what it saved, so it is not asked.
 */
export function LeaveGuard<Values>({ form }: { form: FormApi<Values> }): null {
  useEffect(
    () =>
      guardUnsavedWork(() => {
        const { dirty, submitting } = form.getState();
        return Boolean(dirty) && !submitting;
      }),
    [form],
  );
  return null;
}
