import type {JsonLd} from '@site/src/config/structuredData';

/**
 * JSON text safe to place inside a <script> element: `<` is escaped so that text such as
 * `</script>` inside a value cannot end the element.
 */
export function serializeJsonLd(item: JsonLd): string {
  const withContext = {'@context': 'https://schema.org', ...item};
  return JSON.stringify(withContext).replace(/</g, '\\u003c');
}
