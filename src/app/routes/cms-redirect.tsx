import { redirect } from 'react-router'

/** spec 1 §2 /cms/_: the editor redirect; under a market's base path React Router adds it (`/ar/cms`). */
export function loader() {
  throw redirect('/cms')
}
