import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * Where shared primitives put third-party content (a video embed) that needs the visitor's
 * consent (spec 1 §4): the app provides the consent placeholder (src/consent/ConsentGate.tsx),
 * which sits above this folder; without one the content shows as it is (editor, tests).
 */
export type ThirdPartyGateComponent = ComponentType<{ className?: string; children?: ReactNode }>

const Passthrough: ThirdPartyGateComponent = ({ children }) => <>{children}</>

export const ThirdPartyGateContext = createContext<ThirdPartyGateComponent>(Passthrough)

/** @example <ThirdPartyGate className={styles.player}><iframe … /></ThirdPartyGate> */
export function ThirdPartyGate({ className, children }: { className?: string; children: ReactNode }) {
  // The component is the provider's, fixed for the page's life, not made here.
  return createElement(useContext(ThirdPartyGateContext), { className }, children)
}
