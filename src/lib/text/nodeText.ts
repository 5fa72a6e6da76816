import {isValidElement, type ReactNode} from 'react';

/**
 * The text a React node shows, as a string: its strings and numbers in order, those of the
 * elements inside it included ("Growth plan" and a "Most popular" badge → "Growth plan Most
 * popular"). Booleans, null and undefined show nothing.
 */
export function textOfNode(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) {
    return node
      .map(textOfNode)
      .filter((text) => text !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (isValidElement<{children?: ReactNode}>(node)) return textOfNode(node.props.children);
  return '';
}
