// What the table adds for the keyboard and screen readers, mounted once at its end: the live region, the
// shortcuts and their help, and the focus keeper. (The skip links, `SkipLinks`, come first in the table.)
import { FocusKeeper } from './FocusKeeper';
import { LiveAnnouncer } from './LiveAnnouncer';
import { ShortcutHelp } from './ShortcutHelp';
import { ShortcutLayer } from './ShortcutLayer';

export function TableA11y() {
  return (
    <>
      <LiveAnnouncer />
      <ShortcutLayer />
      <ShortcutHelp />
      <FocusKeeper />
    </>
  );
}
