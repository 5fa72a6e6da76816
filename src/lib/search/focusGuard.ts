/**
 * Keyboard shortcuts with which a visitor calls up the site search box: Ctrl+K or ⌘+K, and
 * the slash key (outside text fields, as the search plugin handles it).
 */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  if (event.key === '/') return true;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}
