const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/jest.media-setup.cjs'],
  // Media imports are URLs in the build; a fixed name is enough for tests.
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.(webm|webp)$': '<rootDir>/jest.media-stub.cjs' },
};
