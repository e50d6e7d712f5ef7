import { setupShared } from './global-setup';

export default () => setupShared('pglite');
