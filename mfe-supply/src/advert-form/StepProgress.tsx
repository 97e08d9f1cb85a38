import { useEffect, useRef } from 'react';
import { STEP_TITLES, type StepId } from './rules';
import * as styles from '../common/listing-form.module.css';

/**
 * The form's steps, the current one marked. A saved advert's steps are buttons that open each step
 * directly (as Airbnb's listing editor does), so a fix on step 2 after the photos is one press, not
 * eight Backs; a new advert is walked in order, each step checked before the next.
 */
export function StepProgress({ steps, current, onOpen }: { steps: readonly StepId[]; current: number; onOpen?: (index: number) => void }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // On a phone the row scrolls sideways: the step the person is on is kept in view.
    const chip = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (list.current && chip) list.current.scrollLeft = chip.offsetLeft - list.current.clientWidth / 2 + chip.offsetWidth / 2;
  }, [current]);
  return (
    <ol ref={list} className={onOpen ? `${styles.progress} ${styles.jump}` : styles.progress} aria-label="Steps">
      {steps.map((step, i) => {
        const marker = i === current ? 'step' : undefined;
        const words = (
          <>
            {`${i + 1}. ${STEP_TITLES[step]}`}
            {i === current && <span className={styles.stepOf}>{` (step ${i + 1} of ${steps.length})`}</span>}
          </>
        );
        return onOpen ? (
          <li key={step}>
            <button type="button" aria-current={marker} onClick={() => onOpen(i)}>
              {words}
            </button>
          </li>
        ) : (
          <li key={step} aria-current={marker}>
            {words}
          </li>
        );
      })}
    </ol>
  );
}
