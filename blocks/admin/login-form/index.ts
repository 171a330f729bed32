import { defineBlock } from '../../../engine/block';
import { LoginForm } from './LoginForm';
import { schema } from './schema';

export const adminLoginForm = defineBlock({ type: 'admin/login-form', schema, component: LoginForm });
