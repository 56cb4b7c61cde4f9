import { NavLink } from 'react-router';
import { useAuth } from '../auth/auth-context.js';
import { MAIN_LINKS, VISITOR_LINKS } from './nav-links.js';

/** Installed mode's bottom tab bar: the main links, or Login and Register (docs/spec.md §2). */
export function TabBar() {
  const { user } = useAuth();
  const links = user ? MAIN_LINKS : VISITOR_LINKS;
  return (
    <nav aria-label="Tabs" className="tab-bar">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) => `tab-link ${isActive ? 'is-active' : ''}`}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            {link.icon}
          </span>
          <span className="max-w-full truncate px-0.5">{link.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
