import { setupTestDatabase } from './global-setup';

export default () => setupTestDatabase('pglite');
