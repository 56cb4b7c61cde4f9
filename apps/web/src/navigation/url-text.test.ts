import { describe, expect, it } from 'vitest';
import { followUrl } from './url-text.js';

describe('a text input kept in the query string', () => {
  it('waits for its own writes, in order, even when the router skips some', () => {
    expect(followUrl(['U', 'UG', 'UGO'], 'U')).toEqual({ adopt: false, pending: ['UG', 'UGO'] });
    expect(followUrl(['U', 'UG', 'UGO'], 'UGO')).toEqual({ adopt: false, pending: [] });
  });

  it('adopts a value it never wrote: a Reset or Back from elsewhere', () => {
    expect(followUrl(['U', 'UG'], '')).toEqual({ adopt: true, pending: [] });
    expect(followUrl([], 'andromeda')).toEqual({ adopt: true, pending: [] });
  });

  it('takes the latest of a value written twice (typed, deleted, typed again)', () => {
    expect(followUrl(['a', '', 'a'], 'a')).toEqual({ adopt: false, pending: [] });
  });
});
