import { redirect } from 'react-router'

/** spec 1 §2 /cms/_: the editor redirect. */
export function loader() {
  throw redirect('/cms')
}
