import { CONSENT_KEY, readConsent, recordConsent, type ConsentStorages } from './consent';

function memoryStore(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (i: number) => [...values.keys()][i] ?? null,
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
}

function storages(): ConsentStorages {
  return { local: memoryStore(), session: memoryStore() };
}

describe('cookie consent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks a first-time visitor', () => {
    expect(readConsent(storages())).toBeNull();
  });

  it('stores Accept as true in local storage only after one second', () => {
    const s = storages();
    const recorded = jest.fn();
    recordConsent('accept', s, recorded);

    jest.advanceTimersByTime(999);
    expect(s.local.getItem(CONSENT_KEY)).toBeNull();
    expect(readConsent(s)).toBeNull();
    expect(recorded).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(s.local.getItem(CONSENT_KEY)).toBe('true');
    expect(s.session.getItem(CONSENT_KEY)).toBeNull();
    expect(readConsent(s)).toBe(true);
    expect(recorded).toHaveBeenCalledTimes(1);
  });

  it('stores Decline as false in session storage only after one second', () => {
    const s = storages();
    recordConsent('decline', s);

    jest.advanceTimersByTime(999);
    expect(s.session.getItem(CONSENT_KEY)).toBeNull();

    jest.advanceTimersByTime(1);
    expect(s.session.getItem(CONSENT_KEY)).toBe('false');
    expect(s.local.getItem(CONSENT_KEY)).toBeNull();
    expect(readConsent(s)).toBe(false);
  });

  it('stores nothing when the choice is cancelled within the second', () => {
    const s = storages();
    const cancel = recordConsent('accept', s);
    jest.advanceTimersByTime(500);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(readConsent(s)).toBeNull();
  });

  it('treats unreadable storage as no choice recorded', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(readConsent({ local: broken, session: broken })).toBeNull();
  });
});
