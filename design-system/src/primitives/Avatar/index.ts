export { Avatar, type AvatarProps, avatarVariants, initials } from "./Avatar";
