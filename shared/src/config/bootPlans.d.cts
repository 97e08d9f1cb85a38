import type { RemoteName } from './platform.cjs';

export interface BootPlan {
  page: 'advert' | 'statistics' | 'dashboard';
  pattern: RegExp;
  remote: RemoteName;
  module: string;
  signedIn: boolean;
  firstRequest: (match: RegExpExecArray) => string | null;
  preview: string | null;
}

export interface PageBoot {
  page: BootPlan['page'];
  remote: RemoteName;
  module: string;
  firstRequest: string | null;
  preview: string | null;
}

export declare const BOOT_PLANS: readonly BootPlan[];
export declare function bootOf(path: string, maybeSignedIn: boolean): PageBoot | null;
