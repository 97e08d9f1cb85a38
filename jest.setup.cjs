// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
