import { MenuListSchema } from '../../contract';
import { apiRequest } from '../../lib/api';

export const getMenuList = () => apiRequest('/Menu/getMenuList', { schema: MenuListSchema });
