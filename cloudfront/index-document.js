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
  // /about (typed without its slash) → 301 to /about/, the address every link of the site uses,
  // with its query string (?utm_source=… from a shared link). A file's name has a dot in its last
  // part (/assets/site.3f2a.css, /favicon.ico): served as is.
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: uri + '/' + queryOf(request.querystring) } } };
  }
  return request;
}

// CloudFront hands the query string over as an object, each name with its value (or its values,
// when the name is repeated), as they came: written back in the same form.
function queryOf(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}
