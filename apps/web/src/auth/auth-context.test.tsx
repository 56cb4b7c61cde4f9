import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth-context.js';

function Probe() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('is an error outside its provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
