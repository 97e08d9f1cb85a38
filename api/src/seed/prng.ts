/** A small seeded PRNG (mulberry32): the same seed gives the same data on every run and engine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** One of the items, each as likely as its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    // Floating-point rounding can leave r at or just above 0 after the last weight.
    const last = items.at(-1);
    if (!last) throw new RangeError('weighted pick from an empty list');
    return last[0];
  }

  /** Roughly normal (mean 0, sd 1): the sum of uniforms, enough for scattering homes around a centre. */
  gauss(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }

  /** Rounded to a step, as asking prices are (e.g. to the nearest £5,000). */
  priceBetween(min: number, max: number, step: number): number {
    return Math.round((min + this.next() * (max - min)) / step) * step;
  }
}
