/** Enter sends; Shift+Enter adds a new line (and so does composing text in an input method). */
export const sendsOnKey = (key: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean =>
  key.key === 'Enter' && !key.shiftKey && !key.isComposing;
