import { Icon, type IconProps } from './Icon';

export const PackageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m7.5 4.3 9 5.2M21 8 12 3 3 8v8l9 5 9-5zM3.3 7 12 12l8.7-5M12 22V12" />
  </Icon>
);
