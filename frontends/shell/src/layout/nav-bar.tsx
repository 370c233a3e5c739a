import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink, GaryCoin, GaryMark, useSession } from '@gary/design';
import { useDropdown } from './use-dropdown';
import styles from './nav-bar.module.css';

/** The pick screens: the bar's Picks menu, and the first lines of the phone's menu. */
const PICK_LINKS: readonly { to: string; text: string; hint: string }[] = [
  { to: '/real-gary-picks', text: 'Premium Picks', hint: "Today's card, every game Gary likes" },
  { to: '/daily-parlay', text: 'Parlay of the Day', hint: "Gary's strongest picks on one ticket (Pro)" },
  { to: '/gary-props', text: 'Props', hint: 'Player props (beta)' },
];
const PICK_ROUTES = PICK_LINKS.map((l) => l.to);
/** The screens beside the Picks menu, in the bar and in the phone's menu. */
const PAGE_LINKS: readonly { to: string; text: string }[] = [
  { to: '/billfold', text: 'Billfold' },
  { to: '/leaderboard', text: 'Leaderboard' },
  { to: '/pricing', text: 'Pricing' },
];

const linkClass = ({ isActive }: { isActive: boolean }) => [styles.link, isActive ? styles.active : ''].join(' ');

export function NavBar({ onOpenBetCard }: { onOpenBetCard: () => void }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const dropdown = useDropdown();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const panelId = useId();
  const dropdownRef = useRef<HTMLLIElement>(null);
  const picksActive = PICK_ROUTES.includes(location.pathname);
  const { close: closeDropdown, open: dropdownOpen } = dropdown;

  useEffect(() => {
    closeDropdown();
    setMobileOpen(false);
  }, [location.pathname, closeDropdown]);

  useEffect(() => {
    if (!dropdownOpen) return;
    const onDown = (e: PointerEvent) => {
      if (dropdownRef.current && !dropdownRef.current.contains(e.target as Node)) closeDropdown();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDropdown();
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [dropdownOpen, closeDropdown]);

  const openBetCard = () => {
    setMobileOpen(false);
    onOpenBetCard();
  };

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label="Main">
        {/* Named by its visible words (an aria-label that hides them fails WCAG 2.5.3, label in name). */}
        <Link to="/" className={styles.brand}>
          <GaryMark size={38} />
          <span className={styles.wordmark}>GARY</span>
          <span className={styles.beta}>BETA</span>
          <span className="gary-visually-hidden"> home</span>
        </Link>
        <ul className={styles.links}>
          <li>
            <NavLink to="/" end className={linkClass}>
              Home
            </NavLink>
          </li>
          <li className={styles.dropdown} ref={dropdownRef} onPointerEnter={dropdown.onPointerEnter} onPointerLeave={dropdown.onPointerLeave}>
            <button
              type="button"
              className={[styles.menuButton, picksActive ? styles.active : ''].join(' ')}
              aria-expanded={dropdown.open}
              aria-controls={menuId}
              aria-current={picksActive ? 'page' : undefined}
              onClick={dropdown.toggle}
            >
              Picks
              <svg className={[styles.caret, dropdown.open ? styles.caretOpen : ''].join(' ')} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            </button>
            <ul id={menuId} className={styles.menu} hidden={!dropdown.open}>
              {PICK_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={({ isActive }) => [styles.menuLink, isActive ? styles.menuLinkActive : ''].join(' ')} onClick={dropdown.close}>
                    {l.text}
                    <small>{l.hint}</small>
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {PAGE_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={linkClass}>
                {l.text}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.betcardButton} onClick={openBetCard}>
            <GaryCoin size={26} />
            BetCard
          </button>
          {isSignedIn ? (
            <NavLink to="/signout" className={linkClass}>
              Sign out
            </NavLink>
          ) : (
            <NavLink to="/signin" className={linkClass}>
              Sign in
            </NavLink>
          )}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((o) => !o)}
        >
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            {mobileOpen ? (
              <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            ) : (
              <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </nav>
      <div id={panelId} className={styles.mobilePanel} data-open={mobileOpen}>
        <ul className={styles.mobileList} aria-label="Menu">
          <li><NavLink to="/" end className={linkClass}>Home</NavLink></li>
          {[...PICK_LINKS, ...PAGE_LINKS].map((l) => (
            <li key={l.to}><NavLink to={l.to} className={linkClass}>{l.text}</NavLink></li>
          ))}
          <li>
            <button type="button" className={styles.link} onClick={openBetCard}>
              BetCard
            </button>
          </li>
          {isSignedIn ? (
            <>
              <li><NavLink to="/dashboard" className={linkClass}>Dashboard</NavLink></li>
              <li><NavLink to="/signout" className={linkClass}>Sign out</NavLink></li>
            </>
          ) : (
            <li className={styles.mobileCtas}>
              <ButtonLink to="/signin" variant="secondary" block>
                Sign in
              </ButtonLink>
              <ButtonLink to="/pricing" variant="primary" block>
                Try it free
              </ButtonLink>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
