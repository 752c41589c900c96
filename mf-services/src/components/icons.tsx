import { Icon, type IconProps } from 'shared';

/** Line icons of the services pages (24 px grid, currentColor; paths after Lucide, ISC licence). Decorative. */

type P = IconProps;

export const EditIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Icon>
);
export const AlertIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  </Icon>
);
export const CheckIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);
export const CopyIcon = (p: P) => (
  <Icon size={18} {...p}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Icon>
);
export const MapPinIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);
export const ChatIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z" />
  </Icon>
);
export const SparklesIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon size={18} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </Icon>
);
export const ArrowLeftIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);
export const WrenchIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L22 14l-8 8-2.3-2.3a4 4 0 0 0-5-5L2 10l8-8z" />
  </Icon>
);
