import { Icon, type IconProps } from 'shared';

/** Line icons of checkout (24 px grid, currentColor; paths after Lucide, ISC licence). Decorative. */

type P = IconProps;

export const CartIcon = (p: P) => (
  <Icon size={18} {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
  </Icon>
);
export const PlusIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const MinusIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M5 12h14" />
  </Icon>
);
export const TrashIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </Icon>
);
export const TagIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
export const CopyIcon = (p: P) => (
  <Icon size={18} {...p}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Icon>
);
export const CheckIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);
export const ChevronLeftIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
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
export const PackageIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="m7.5 4.3 9 5.2M21 8 12 3 3 8v8l9 5 9-5zM3.3 7 12 12l8.7-5M12 22V12" />
  </Icon>
);
export const ChatIcon = (p: P) => (
  <Icon size={18} {...p}>
    <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2.1-5.6A8.5 8.5 0 1 1 21 11.5z" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon size={18} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </Icon>
);
