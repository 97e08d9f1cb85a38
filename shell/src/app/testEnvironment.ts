// Test-only: react-router 7 needs TextEncoder, which jest's jsdom environment does not provide.
// Imported first by the tests that render routes (the shared jest preset has no setup file).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
