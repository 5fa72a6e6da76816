import {describe, expect, it} from 'vitest';
import {serializeJsonLd} from './serialize';

describe('serializeJsonLd', () => {
  it('adds the schema.org context when missing', () => {
    expect(JSON.parse(serializeJsonLd({'@type': 'FAQPage'}))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
    });
  });
  it('escapes "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd({'@type': 'Thing', name: '</script><script>alert(1)</script>'});
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
