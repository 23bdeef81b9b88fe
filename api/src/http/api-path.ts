/** Whether a request URL is the API's (REST under /api, GraphQL at /graphql) rather than the web app's. */
export function isApiPath(url: string): boolean {
  return (
    url === '/graphql' ||
    url.startsWith('/graphql?') ||
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/api?')
  );
}
