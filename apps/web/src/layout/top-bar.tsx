import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.js';
import { LogoMark } from '../components/logo.js';
import { formatCurrency } from '@orrery/format';
import { useCountUp } from '../components/use-count-up.js';
import { useReducedMotion } from '../components/use-reduced-motion.js';
import { AccountMenu } from './account-menu.js';
import { MAIN_LINKS, VISITOR_LINKS } from './nav-links.js';

const navClass = ({ isActive }: { isActive: boolean }) => `nav-link ${isActive ? 'is-active' : ''}`;

/** Top bar with logo, links and account menu; on phones a hamburger menu. `slim` in installed mode. */
export function TopBar({ slim }: { slim: boolean }) {
  const { user } = useAuth();
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const links = user ? MAIN_LINKS : VISITOR_LINKS;

  return (
    <header className={`top-bar ${slim ? 'is-slim' : ''}`}>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-wide text-white">
          <LogoMark className={slim ? 'h-6 w-6' : 'h-8 w-8'} />
          <span className="text-lg">Orrery</span>
        </Link>

        {!slim && (
          <nav aria-label="Main" className="ml-4 hidden flex-1 items-center gap-1 md:flex">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={navClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {user && <CurrencyPill balance={user.currency} />}
          {user && <AccountMenu />}
          {!slim && (
            <button
              type="button"
              className="btn-ghost px-2 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                {menuOpen ? '✕' : '☰'}
              </span>
              <span className="sr-only">Menu</span>
            </button>
          )}
        </div>
      </div>
      {!slim && menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="mobile-menu md:hidden">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}

/** The header's Ϟ balance; a reward counts up into it (instantly under reduced motion). */
function CurrencyPill({ balance }: { balance: number }) {
  const shown = useCountUp(balance, useReducedMotion());
  return (
    <span className="currency-pill" title="Currency Balance" data-testid="header-balance">
      {formatCurrency(shown)}
    </span>
  );
}
