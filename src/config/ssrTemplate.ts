/**
 * The HTML template of every built page: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js),
 * except for how the entry scripts load.
 *
 * Docusaurus writes `<script src=… defer>` in the head, so the browser starts downloading
 * about 110 KB of JavaScript at once, competing with the stylesheet, the first paint and the
 * largest picture on a slow connection. Every page is complete as static HTML, so here the
 * script URLs are a JSON data block and a small inline loader fetches them (in order) right
 * after the first contentful paint: the page shows sooner, and hydrates a moment later. The
 * loader's text is fixed, so its hash in the Content-Security-Policy does not change from
 * build to build.
 */

/** Id of the data block listing the entry scripts, read by {@link ENTRY_LOADER}. */
export const ENTRY_SCRIPTS_ID = '__docusaurus-entry-scripts';

/**
 * Loads the listed scripts, in order, once the browser reports the first contentful paint
 * (so they are not competing with the stylesheet, the text and the pictures of the first
 * view). Where paint timing is missing, it waits for a frame instead. A timer backs both
 * up: background tabs do not paint until shown.
 */
export const ENTRY_LOADER = [
  '(function(){var loaded=false;function load(){if(loaded)return;loaded=true;',
  `JSON.parse(document.getElementById('${ENTRY_SCRIPTS_ID}').textContent).forEach(function(src){`,
  "var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}",
  'function soon(){setTimeout(load,0);}',
  'function schedule(){setTimeout(load,3000);var P=window.PerformanceObserver;',
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "try{new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();soon();}}).observe({type:'paint',buffered:true});return;}catch(e){}}",
  'requestAnimationFrame(soon);}',
  "if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',schedule);}else{schedule();}})();",
].join('');

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${ENTRY_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${ENTRY_LOADER}</script>
  </body>
</html>
`;
