import { Icon, type IconProps } from './Icon';

export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </Icon>
);
