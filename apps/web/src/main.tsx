import { mount } from './app/bootstrap.tsx';

mount();
