/**
 * The one icon set of the apps (`shared/kit`): a file per icon, so a bundle carries only the icons
 * it draws. Each is 20 px unless given a size.
 */

export { AlertIcon } from './AlertIcon';
export { ArrowUpIcon } from './ArrowUpIcon';
export { CartIcon } from './CartIcon';
export { ChatIcon } from './ChatIcon';
export { CheckIcon } from './CheckIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { CloseIcon } from './CloseIcon';
export { CopyIcon } from './CopyIcon';
export { EditIcon } from './EditIcon';
export { GamepadIcon } from './GamepadIcon';
export { GiftIcon } from './GiftIcon';
export { GridIcon } from './GridIcon';
export { HeadsetIcon } from './HeadsetIcon';
export { HeartIcon } from './HeartIcon';
export { HistoryIcon } from './HistoryIcon';
export { HomeIcon } from './HomeIcon';
export { Icon, type IconProps } from './Icon';
export { LogOutIcon } from './LogOutIcon';
export { MailIcon } from './MailIcon';
export { MapPinIcon } from './MapPinIcon';
export { MinusIcon } from './MinusIcon';
export { PackageIcon } from './PackageIcon';
export { PlusIcon } from './PlusIcon';
export { SearchIcon } from './SearchIcon';
export { SparklesIcon } from './SparklesIcon';
export { TagIcon } from './TagIcon';
export { TrashIcon } from './TrashIcon';
export { UserIcon } from './UserIcon';
export { WrenchIcon } from './WrenchIcon';
