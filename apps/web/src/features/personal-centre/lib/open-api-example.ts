import { API_KEY_HEADER } from '@boguan/contracts/open-api';

/** The call the personal centre shows with a new key: the realtime hot search, no body fields. */
export const EXAMPLE_PATH = '/api/hot_search/realtime';

/** A curl call of the open API with `key`, against this site (`origin`, e.g. window.location.origin). */
export function curlExample(origin: string, key: string, path: string = EXAMPLE_PATH, body = '{}'): string {
  return [
    `curl -s -X POST "${origin}${path}" \\`,
    `  -H "${API_KEY_HEADER}: ${key}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '${body}'`,
  ].join('\n');
}
