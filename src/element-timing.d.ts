// The Element Timing API's attribute, which React passes to the DOM as it is but its types do not
// know. `npm run bench` names each public page's main image and heading with it, to read when
// they were painted on a throttled phone-like load (scripts/bench.mjs, scripts/lib/bench/).
import 'react';

declare module 'react' {
  // A merged declaration must repeat React's type parameter, even unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
