import { saveLabel, toggleOverwrite, validateTitle } from './rules';

describe('form draft rules', () => {
  const draft = { id: 4, title: 'Flat in Leeds', title_original: 'Flat in Leeds' };

  it('a click on a draft turns overwrite mode on with its id and original title, a second click turns it off', () => {
    const on = toggleOverwrite(null, draft);
    expect(on).toEqual({ id: 4, titleOriginal: 'Flat in Leeds' });
    expect(toggleOverwrite(on, draft)).toBeNull();
    expect(toggleOverwrite(on, { id: 5, title: 'Other' })).toEqual({ id: 5, titleOriginal: 'Other' });
  });

  it('the button reads Overwrite only in overwrite mode', () => {
    expect(saveLabel(null)).toBe('Save');
    expect(saveLabel({ id: 4, titleOriginal: 'x' })).toBe('Overwrite');
  });

  it('the title is required and 100 characters at most', () => {
    expect(validateTitle('')).toBe('This field is required');
    expect(validateTitle('   ')).toBe('This field is required');
    expect(validateTitle('x'.repeat(101))).toBe('The maximum allowed length is 100 characters');
    expect(validateTitle('x'.repeat(100))).toBeUndefined();
  });
});
