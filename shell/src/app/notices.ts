import { makeAutoObservable } from 'mobx';

/** How long a global error stays on screen (spec: nav errors 5 s). */
export const NOTICE_MS = 5000;

export interface Notice {
  id: number;
  message: string;
}

/**
 * Global error messages raised outside any page, mainly by the HTTP client's status policy
 * (500: 'Oops, something went wrong! The team have been notified.'). The same message is not
 * stacked twice while it is still showing.
 */
class Notices {
  items: Notice[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this);
  }

  error(message: string) {
    if (this.items.some((n) => n.message === message)) return;
    const id = this.nextId++;
    this.items.push({ id, message });
    setTimeout(() => this.dismiss(id), NOTICE_MS);
  }

  dismiss(id: number) {
    this.items = this.items.filter((n) => n.id !== id);
  }
}

export const notices = new Notices();
