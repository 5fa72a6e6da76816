/**
 * Keyboard shortcuts with which a visitor calls up the site search box: Ctrl+K or ⌘+K, and
 * the slash key (the search box takes it only outside text fields). These, a click and Tab
 * are the only ways into the box: it never takes focus by itself.
 */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  if (event.key === '/') return true;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}
