// The header's dock: the shell's always-there buttons (the online-reward red packet, support) sit in
// the sticky page header instead of floating over the page, so they never cover content, controls,
// the tab bar or a bottom sheet. The layout says what is docked (nothing on pages
// without the nav bar); every header with a place for it renders <HeaderDock /> at its end.
import { createContext, useContext, type ReactNode } from 'react';
import './header-dock.css';

export const HeaderDockContext = createContext<ReactNode>(null);

export function HeaderDock() {
  const docked = useContext(HeaderDockContext);
  return docked ? (
    <div className="header-dock" data-testid="header-dock">
      {docked}
    </div>
  ) : null;
}
