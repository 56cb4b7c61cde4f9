/** docs/spec.md §2: the main links (signed in) and the two for visitors. */
export const MAIN_LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: '◎' },
  { to: '/collection', label: 'Collection', icon: '▦' },
  { to: '/achievements', label: 'Achievements', icon: '★' },
  { to: '/map', label: 'Map', icon: '✦' },
  { to: '/guide', label: 'Guide', icon: '⌕' },
  { to: '/trades', label: 'Trades', icon: '⇄' },
] as const;

export const VISITOR_LINKS = [
  { to: '/login', label: 'Login', icon: '→' },
  { to: '/register', label: 'Register', icon: '+' },
] as const;
