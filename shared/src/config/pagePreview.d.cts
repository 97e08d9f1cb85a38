export declare const PAGE_PREVIEW_HEADER: 'x-roofline-page-preview';
