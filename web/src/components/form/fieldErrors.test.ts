import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './fieldErrors';

describe('fieldErrorsFrom', () => {
  it('leaves the rest out, and takes no list as none', () => {
    expect(fieldErrorsFrom(null, { title: '' })).toEqual({});
  });

  it("keeps the server's first message per field this form has, with or without the input prefix", () => {
    expect(
      fieldErrorsFrom(
        [
          { field: 'input.title', message: 'Title is required' },
          { field: 'title', message: 'a second message' },
          { field: 'slug', message: 'This link is taken' },
          { field: 'somethingElse', message: 'ignored' },
        ],
        { title: '', slug: '', dateTime: '' },
      ),
    ).toEqual({ title: 'Title is required', slug: 'This link is taken' });
  });

  it("takes only the form's own fields, not names every object inherits", () => {
    expect(
      fieldErrorsFrom(
        [
          { field: 'toString', message: 'not a field' },
          { field: 'input.constructor', message: 'not a field either' },
        ],
        { title: '' },
      ),
    ).toEqual({});
  });
});
