// What Lighthouse's simulation puts in front of a page's first and largest paint: the requests
// that, in its unthrottled trace, had finished before the paint it observed. Lantern simulates
// FCP from the render-blocking ones among them (VeryHigh priority, High for scripts) and LCP from
// all of them except low-priority images, so each one listed here costs simulated time.
// `npm run bench -- --explain /path` prints this table beside the usual figures.

/** Requests the simulated FCP and LCP wait for, from a Lighthouse result. */
export function paintGraph(lhr) {
  const metrics = lhr.audits.metrics.details.items[0];
  const requests = lhr.audits['network-requests'].details.items;
  // network-requests times are relative to the navigation's first request; the metrics to its start.
  const start = Math.min(...requests.map((request) => request.networkRequestTime));
  const fcp = metrics.observedFirstContentfulPaint;
  const lcp = metrics.observedLargestContentfulPaint;
  return {
    observedFcpMs: fcp,
    observedLcpMs: lcp,
    requests: requests.map((request) => {
      const end = request.networkEndTime - start;
      const renderBlocking =
        request.priority === 'VeryHigh' ||
        (request.priority === 'High' && ['Script', 'Document'].includes(request.resourceType));
      const lowImage =
        request.resourceType === 'Image' && ['Low', 'VeryLow'].includes(request.priority);
      return {
        url: request.url.replace(/^https?:\/\/[^/]+/, ''),
        type: request.resourceType,
        priority: request.priority,
        kb: Number((request.transferSize / 1024).toFixed(1)),
        startMs: Math.round(request.networkRequestTime - start),
        endMs: Math.round(end),
        inFcp: end <= fcp && renderBlocking,
        inLcp: end <= lcp && !lowImage,
      };
    }),
  };
}

export function printPaintGraph(path, graph) {
  console.log(
    `\n${path}: observed FCP ${Math.round(graph.observedFcpMs)} ms, LCP ${Math.round(graph.observedLcpMs)} ms`,
  );
  console.table(
    graph.requests.map(({ url, ...rest }) => ({
      url: url.length > 60 ? `…${url.slice(-59)}` : url,
      ...rest,
    })),
  );
}
