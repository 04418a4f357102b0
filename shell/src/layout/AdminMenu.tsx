import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { RemoteNavItem } from '@book/core';

/**
 * The "Admin" dropdown of the navbar (a disclosure of the links the remotes put in the admin slot): Enter/Space/ArrowDown open it, arrows move
 * between the links, Escape closes it and gives focus back to the button, a click outside closes it.
 */
export function AdminMenu({ items, onNavigate }: { items: RemoteNavItem[]; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = `shell-admin-${useId().replace(/:/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const location = useLocation();
  const inMenu = items.some(({ to }) => location.pathname === to || location.pathname.startsWith(`${to}/`));

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const focusLink = (index: number) => {
    const count = items.length;
    links.current[((index % count) + count) % count]?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const target = event.key === 'ArrowDown' ? 0 : items.length - 1;
      requestAnimationFrame(() => focusLink(target));
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    const index = links.current.findIndex((el) => el === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(items.length - 1);
    }
  };

  return (
    <div
      className={`shell-dropdown${open ? ' is-open' : ''}`}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`shell-nav__link shell-dropdown__toggle${inMenu ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
      >
        Admin
        <svg className="shell-dropdown__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul id={menuId} className="shell-dropdown__menu" hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item, i) => (
          <li key={item.to}>
            <NavLink
              ref={(el) => {
                links.current[i] = el;
              }}
              to={item.to}
              end={item.end}
              className={({ isActive }) => `shell-dropdown__item${isActive ? ' is-active' : ''}`}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
