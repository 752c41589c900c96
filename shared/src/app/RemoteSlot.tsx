import { type ComponentType, type CSSProperties, createContext, useContext } from 'react';
import type { RemoteName } from '../contracts/remotes';

/** What a host needs to render another remote's widget (the shell's RemoteWidget fits). */
export interface RemoteSlotProps<P extends object = Record<string, unknown>> {
  remote: RemoteName;
  module: string;
  props?: P;
  /** Reserved size while loading, so the widget's arrival does not shift the layout. */
  placeholderStyle?: CSSProperties;
  /** Compact widgets render nothing on failure instead of an error box. */
  quietOnError?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the renderer is generic over each widget's props
type SlotRenderer = ComponentType<RemoteSlotProps<any>>;

const RemoteSlotContext = createContext<SlotRenderer | null>(null);

/** The shell provides its remote loader here; remotes never load each other themselves. */
export const RemoteSlotProvider = RemoteSlotContext.Provider;

/**
 * A cross-domain widget inside a remote's page (the product page renders checkout's AddToCart
 * and account's WishlistToggle). Without a host (a remote run standalone) the slot keeps its
 * reserved space and renders nothing.
 */
export function RemoteSlot<P extends object>(slot: RemoteSlotProps<P>) {
  const Renderer = useContext(RemoteSlotContext);
  if (!Renderer)
    return <div data-remote-slot={`${slot.remote}/${slot.module}`} style={slot.placeholderStyle} />;
  return <Renderer {...slot} />;
}
