// A CloudFront Function (runtime cloudfront-js-2.0, event type "viewer request") for a site in a
// private S3 bucket behind CloudFront. CloudFront's default root object answers "/" only, and S3's
// REST endpoint has no index document: this function gives every folder address its index.html.
// The "S3 + CloudFront" steps of docs/owner/publishing.md show where it goes; test/unit/cloudfront-function.test.ts runs it.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  // /about/ → /about/index.html (and / → /index.html).
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
    return request;
  }
  // /about (typed without its slash) → 301 to /about/, the address every link of the site uses.
  // A file's name has a dot in its last part (/assets/site.3f2a.css, /favicon.ico): served as is.
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: uri + '/' } } };
  }
  return request;
}
