import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
/**
 * False on the server and while hydrating, true after: for markup that only makes sense in a
 * browser (videos; a form sent by script only; the editor). Its own module: the shell uses it, and
 * must not carry the carousels' code with it.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
