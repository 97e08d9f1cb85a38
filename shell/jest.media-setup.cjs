// jsdom has no media playback: its play() logs "not implemented" and returns nothing. A browser's
// play() starts the media and returns a promise; this one starts it and resolves. Suites in the node
// environment have no media elements at all.
if (typeof HTMLMediaElement !== 'undefined') {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value() {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      return Promise.resolve();
    },
  });
}
