export { Icon, type IconProps, type IconWeight } from './Icon';
export * from './catalogue-icons';
export * from './people-icons';
export * from './action-icons';
export * from './view-icons';
