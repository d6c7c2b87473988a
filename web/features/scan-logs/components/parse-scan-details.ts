/** docs/product.md §9: the url is cut at 30 characters, followed by '...'. */
export function truncateUrl(url: string, max = 30) {
  return url.length > max ? `${url.slice(0, max)}...` : url;
}
