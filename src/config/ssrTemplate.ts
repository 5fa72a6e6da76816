/**
 * The HTML template of every built page: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js),
 * except for how the two entry scripts load.
 *
 * Docusaurus writes `<script src=… defer>` in the head, so the browser starts downloading
 * about 130 KB of JavaScript at once, competing with the stylesheet and the first paint on a
 * slow connection. Every page is complete as static HTML, so here the script URLs are a JSON
 * data block and a small inline loader fetches them (in order) right after the first frame is
 * painted: the page shows sooner, and hydrates a moment later. The loader's text is fixed, so
 * its hash in the Content-Security-Policy does not change from build to build.
 */

/** Id of the data block listing the entry scripts, read by {@link ENTRY_LOADER}. */
export const ENTRY_SCRIPTS_ID = '__docusaurus-entry-scripts';

/**
 * Loads the listed scripts in order once the first frame is out. A timer backs up the frame
 * callback, which browsers pause in background tabs.
 */
export const ENTRY_LOADER = [
  '(function(){var loaded=false;function load(){if(loaded)return;loaded=true;',
  `JSON.parse(document.getElementById('${ENTRY_SCRIPTS_ID}').textContent).forEach(function(src){`,
  "var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}",
  'function schedule(){requestAnimationFrame(function(){setTimeout(load,0);});setTimeout(load,250);}',
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
