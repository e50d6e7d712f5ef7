// The content module's face (issue 15): what other modules may call. Services and types only.
export { getBanners } from './content.service';
