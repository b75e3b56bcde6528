/**
 * The stylesheets a built page's head names, linked or, once scripts/build-if-needed.mjs has
 * inlined them, in the script that inserts the disabled link: both write the path in double quotes.
 */
export function stylesheetPaths(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...new Set(
      [...head.matchAll(/"(\/_next\/static\/[^"\\?]+\.css)(?:\?dpl=[\w-]+)?"/g)].map(
        ([, path]) => path,
      ),
    ),
  ];
}
